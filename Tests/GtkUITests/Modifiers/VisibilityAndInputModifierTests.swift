import GtkUI
import XCTest

@MainActor
private final class Taps {
    var inner = 0
    var outer = 0
}

/// The label in `window` that shows `text`.
@MainActor
private func label(_ text: String, in window: DrawnWindow) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetTree.all(gtk_label_get_type(), in: window.window).first {
        String(cString: gtk_label_get_text($0.cast())) == text
    }
}

/// `widget`'s left edge and width in `window`'s coordinates.
@MainActor
private func span(of widget: UnsafeMutablePointer<GtkWidget>, in window: DrawnWindow) -> [Int32] {
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_widget_translate_coordinates(widget, window.window, 0, 0, &x, &y)
    return [x, gtk_widget_get_allocated_width(widget)]
}

/// Clicks the primary button at (`x`, `y`) of `window`, delivered to the GDK window there as GDK
/// itself picks it: the first visible child under the point, in stacking order, at each level.
@MainActor
private func click(_ window: DrawnWindow, x: Int32, y: Int32) {
    guard var target = gtk_widget_get_window(window.window) else { return XCTFail("not realized") }
    var localX = Double(x)
    var localY = Double(y)
    descending: while true {
        var list = gdk_window_peek_children(target)
        while let node = list {
            list = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let child = OpaquePointer(data)
            var childX: gint = 0
            var childY: gint = 0
            gdk_window_get_position(child, &childX, &childY)
            let innerX = localX - Double(childX)
            let innerY = localY - Double(childY)
            guard gdk_window_is_visible(child) != 0, innerX >= 0, innerY >= 0,
                innerX < Double(gdk_window_get_width(child)), innerY < Double(gdk_window_get_height(child))
            else { continue }
            (target, localX, localY) = (child, innerX, innerY)
            continue descending
        }
        break
    }
    let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    for type in [GDK_ENTER_NOTIFY, GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
        guard let event = gdk_event_new(type) else { continue }
        let reference = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
        if type == GDK_ENTER_NOTIFY {
            event.pointee.crossing.window = reference
            event.pointee.crossing.x = localX
            event.pointee.crossing.y = localY
            event.pointee.crossing.mode = GDK_CROSSING_NORMAL
            event.pointee.crossing.detail = GDK_NOTIFY_ANCESTOR
        } else {
            event.pointee.button.window = reference
            event.pointee.button.x = localX
            event.pointee.button.y = localY
            event.pointee.button.button = 1
            event.pointee.button.state = type == GDK_BUTTON_RELEASE ? GDK_BUTTON1_MASK.rawValue : 0
        }
        gdk_event_set_device(event, pointer)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
    TestLoop.drain()
}

/// Clicks the centre of `widget`.
@MainActor
private func click(_ widget: UnsafeMutablePointer<GtkWidget>, in window: DrawnWindow) {
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_widget_translate_coordinates(
        widget, window.window, gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2,
        &x, &y)
    click(window, x: x, y: y)
}

/// Pixels darker than mid-grey and opaque in a rendering of the window's content.
@MainActor
private func darkPixels(in window: DrawnWindow) -> Int {
    let pixels = window.render()
    var count = 0
    for y in 0..<pixels.height {
        for x in 0..<pixels.width {
            let pixel = pixels[x, y]
            if pixel[3] > 200 && pixel[0] < 60 && pixel[1] < 60 && pixel[2] < 60 { count += 1 }
        }
    }
    return count
}

final class HiddenTests: GtkTestCase {
    func testAHiddenViewKeepsItsPlaceAndIsNotShown() throws {
        try onGtkThread {
            let shown = DrawnWindow(
                HStack {
                    Text("A")
                    Text("Middle")
                    Text("C")
                }, width: 300, height: 60)
            defer { shown.close() }
            let hidden = DrawnWindow(
                HStack {
                    Text("A")
                    Text("Middle").hidden()
                    Text("C")
                }, width: 300, height: 60)
            defer { hidden.close() }
            let middle = try XCTUnwrap(label("Middle", in: hidden))
            XCTAssertEqual(
                span(of: try XCTUnwrap(label("C", in: hidden)), in: hidden),
                span(of: try XCTUnwrap(label("C", in: shown)), in: shown), "the hidden view keeps its place")
            XCTAssertGreaterThan(gtk_widget_get_allocated_width(middle), 20)
            XCTAssertEqual(gtk_widget_get_mapped(middle), 0, "not drawn, no input, skipped by screen readers")
            XCTAssertNotEqual(gtk_widget_get_mapped(try XCTUnwrap(label("C", in: hidden))), 0)
        }
    }
}

final class ClippedTests: GtkTestCase {
    func testClippedCutsWhatIsDrawnOutsideTheView() {
        onGtkThread {
            let square = Color.red.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 12, y: 12)
            let loose = DrawnWindow(square, width: 120, height: 100)
            defer { loose.close() }
            let clipped = DrawnWindow(square.clipped(), width: 120, height: 100)
            defer { clipped.close() }
            XCTAssertGreaterThan(darkPixels(in: loose), 100, "the shadow falls outside the square")
            XCTAssertEqual(darkPixels(in: clipped), 0, "clipped to the view's rectangle")
        }
    }
}

final class HitTestingTests: GtkTestCase {
    func testWithoutHitTestingAClickGoesToTheContainingView() throws {
        try onGtkThread {
            let taps = Taps()
            @MainActor func screen(_ enabled: Bool) -> some View {
                VStack {
                    Button("Inside") { taps.inner += 1 }.allowsHitTesting(enabled)
                }
                .frame(width: 200, height: 80)
                .onTapGesture { taps.outer += 1 }
            }
            let window = DrawnWindow(screen(true), width: 240, height: 120)
            defer { window.close() }
            let button = try XCTUnwrap(WidgetTree.first(gtk_button_get_type(), in: window.window))
            click(button, in: window)
            XCTAssertEqual([taps.inner, taps.outer], [1, 0], "the button takes the click")

            window.host.rootView = AnyView(screen(false))
            window.settle()
            click(button, in: window)
            XCTAssertEqual([taps.inner, taps.outer], [1, 1], "the click passes the button by")

            window.host.rootView = AnyView(screen(true))
            window.settle()
            click(button, in: window)
            XCTAssertEqual([taps.inner, taps.outer], [2, 1], "hit testing is back on")
        }
    }

    func testATapGestureTakesTheEmptyPartsOfItsViewAsContentShapeAsks() {
        onGtkThread {
            let taps = Taps()
            let window = DrawnWindow(
                HStack {
                    Text("Row")
                    Spacer()
                }
                .frame(width: 200, height: 40)
                .contentShape(Rectangle())
                .onTapGesture { taps.outer += 1 }, width: 200, height: 40)
            defer { window.close() }
            XCTAssertEqual(WidgetTree.labels(in: window.window), ["Row"])
            click(window, x: 180, y: 20)
            XCTAssertEqual(taps.outer, 1, "a click on the empty end of the row")
        }
    }
}

final class ScrollModifierTests: GtkTestCase {
    /// A scroll view of tall content, modified by `modify`.
    @MainActor
    private static func scrolledWindow(
        _ modify: (ScrollView<VStack<ForEach<Range<Int>, Int, Text>>>) -> AnyView
    ) -> (DrawnWindow, UnsafeMutablePointer<GtkScrolledWindow>)? {
        let content = ScrollView { VStack { ForEach(0..<40, id: \.self) { Text("Line \($0)") } } }
        let window = DrawnWindow(modify(content), width: 200, height: 120)
        guard let scrolled = WidgetTree.first(gtk_scrolled_window_get_type(), in: window.window) else {
            window.close()
            return nil
        }
        return (window, scrolled.cast())
    }

    /// Sends one wheel step down to `scrolled`, as GTK delivers it.
    @MainActor
    private static func wheelDown(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>) {
        guard let event = gdk_event_new(GDK_SCROLL) else { return }
        event.pointee.scroll.window = OpaquePointer(
            g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(scrolled.cast()))))
        event.pointee.scroll.direction = GDK_SCROLL_DOWN
        gdk_event_set_device(event, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_widget_event(scrolled.cast(), event)
        gdk_event_free(event)
        TestLoop.drain()
    }

    func testScrollDisabledStopsTheWheelAndHidesTheBars() throws {
        try onGtkThread {
            let (free, freeScrolled) = try XCTUnwrap(Self.scrolledWindow { AnyView($0) })
            defer { free.close() }
            Self.wheelDown(freeScrolled)
            XCTAssertGreaterThan(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(freeScrolled)), 0)

            let (fixed, fixedScrolled) = try XCTUnwrap(Self.scrolledWindow { AnyView($0.scrollDisabled(true)) })
            defer { fixed.close() }
            Self.wheelDown(fixedScrolled)
            XCTAssertEqual(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(fixedScrolled)), 0)
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(fixedScrolled, nil, &vertical)
            XCTAssertEqual(vertical, GTK_POLICY_EXTERNAL, "no bar to drag; the view keeps its size")
            XCTAssertEqual(DrawnWindow.size(of: fixedScrolled.cast()), [200, 120])
        }
    }

    func testTheWheelOverADisabledScrollViewScrollsTheOneAroundIt() throws {
        try onGtkThread {
            let window = DrawnWindow(
                ScrollView {
                    VStack {
                        ScrollView { VStack { ForEach(0..<20, id: \.self) { Text("Inner \($0)") } } }
                            .frame(height: 60)
                            .scrollDisabled(true)
                        ForEach(0..<40, id: \.self) { Text("Outer \($0)") }
                    }
                }, width: 200, height: 160)
            defer { window.close() }
            let scrolledWindows = WidgetTree.all(gtk_scrolled_window_get_type(), in: window.window)
            XCTAssertEqual(scrolledWindows.count, 2)
            let outer: UnsafeMutablePointer<GtkScrolledWindow> = try XCTUnwrap(scrolledWindows.first).cast()
            let inner: UnsafeMutablePointer<GtkScrolledWindow> = try XCTUnwrap(scrolledWindows.last).cast()
            Self.wheelDown(inner)
            XCTAssertEqual(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(inner)), 0)
            XCTAssertGreaterThan(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(outer)), 0)
        }
    }

    func testScrollIndicatorsSetThePolicyOfTheirAxes() throws {
        try onGtkThread {
            let (hidden, hiddenScrolled) = try XCTUnwrap(
                Self.scrolledWindow { AnyView($0.scrollIndicators(.hidden, axes: .vertical)) })
            defer { hidden.close() }
            var horizontal = GTK_POLICY_ALWAYS
            var vertical = GTK_POLICY_ALWAYS
            gtk_scrolled_window_get_policy(hiddenScrolled, &horizontal, &vertical)
            XCTAssertEqual([horizontal, vertical], [GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL])
            Self.wheelDown(hiddenScrolled)
            XCTAssertGreaterThan(
                gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(hiddenScrolled)), 0,
                "hidden bars still scroll")

            let (visible, visibleScrolled) = try XCTUnwrap(
                Self.scrolledWindow { AnyView($0.scrollIndicators(.visible)) })
            defer { visible.close() }
            gtk_scrolled_window_get_policy(visibleScrolled, &horizontal, &vertical)
            XCTAssertEqual([horizontal, vertical], [GTK_POLICY_NEVER, GTK_POLICY_ALWAYS])
            XCTAssertEqual(gtk_scrolled_window_get_overlay_scrolling(visibleScrolled), 0, "classic, lasting bars")
        }
    }
}
