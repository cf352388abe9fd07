import XCTest

@testable import GtkUI

/// Counts what the gesture modifiers report.
@MainActor
private final class Tally {
    var taps = 0
    var doubleTaps = 0
    var longPresses = 0
    var hovers: [Bool] = []
}

private struct Gestures: View {
    let tally: Tally
    var body: some View {
        VStack {
            Text("Tap").onTapGesture { tally.taps += 1 }
            Text("Twice").onTapGesture(count: 2) { tally.doubleTaps += 1 }
            Text("Hold").onLongPressGesture(minimumDuration: 0.25) { tally.longPresses += 1 }
            Text("Hover").onHover { tally.hovers.append($0) }
        }
    }
}

/// A mounted view: the host (kept alive by this value), its window and its event boxes.
@MainActor
private struct Mounted {
    let host: AnyObject
    let window: UnsafeMutablePointer<GtkWidget>
    let boxes: [UnsafeMutablePointer<GtkWidget>]
}

final class GestureTests: GtkTestCase {
    /// ``Gestures`` in a shown window; its four event boxes in order.
    @MainActor
    private static func mount(_ tally: Tally) -> Mounted {
        mount(Gestures(tally: tally))
    }

    /// `view` in a shown window.
    @MainActor
    private static func mount(_ view: some View) -> Mounted {
        let host = HostingWidget(rootView: view)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.drain()
        return Mounted(host: host, window: window, boxes: WidgetTree.all(gtk_event_box_get_type(), in: host.widget))
    }

    func testTapRunsOncePerClickAndDoubleTapOncePerDoubleClick() {
        onGtkThread {
            let tally = Tally()
            let mounted = Self.mount(tally)
            let (window, boxes) = (mounted.window, mounted.boxes)
            defer { withExtendedLifetime(mounted) { gtk_widget_destroy(window) } }
            XCTAssertEqual(boxes.count, 4)
            PointerEvents.click(boxes[0])
            XCTAssertEqual(tally.taps, 1)
            PointerEvents.click(boxes[1])
            XCTAssertEqual(tally.doubleTaps, 0)
            PointerEvents.click(boxes[1])
            XCTAssertEqual(tally.doubleTaps, 1)
            XCTAssertEqual(tally.taps, 1)
        }
    }

    func testLongPressRunsOnceWhileHeld() {
        onGtkThread {
            let tally = Tally()
            let mounted = Self.mount(tally)
            let (window, boxes) = (mounted.window, mounted.boxes)
            defer { withExtendedLifetime(mounted) { gtk_widget_destroy(window) } }
            PointerEvents.button(boxes[2], press: true)
            XCTAssertEqual(tally.longPresses, 0)
            XCTAssertTrue(TestLoop.run(until: { tally.longPresses > 0 }))
            PointerEvents.button(boxes[2], press: false)
            TestLoop.drain()
            XCTAssertEqual(tally.longPresses, 1)
            PointerEvents.click(boxes[2])
            XCTAssertEqual(tally.longPresses, 1)
        }
    }

    func testHoverReportsEachCrossingOnce() {
        onGtkThread {
            let tally = Tally()
            let mounted = Self.mount(tally)
            let (window, boxes) = (mounted.window, mounted.boxes)
            defer { withExtendedLifetime(mounted) { gtk_widget_destroy(window) } }
            PointerEvents.cross(boxes[3], enter: true)
            // Into a child's own window and back: still inside.
            PointerEvents.cross(boxes[3], enter: false, detail: GDK_NOTIFY_INFERIOR)
            PointerEvents.cross(boxes[3], enter: true, detail: GDK_NOTIFY_INFERIOR)
            PointerEvents.cross(boxes[3], enter: false)
            XCTAssertEqual(tally.hovers, [true, false])
        }
    }

    func testTapCountBelowOneWarnsAndCountsAsOne() {
        onGtkThread {
            let tally = Tally()
            var mounted: Mounted?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                mounted = Self.mount(Text("x").onTapGesture(count: 0) { tally.taps += 1 })
            }
            guard let window = mounted?.window, let boxes = mounted?.boxes else { return XCTFail("not mounted") }
            defer { withExtendedLifetime(mounted) { gtk_widget_destroy(window) } }
            XCTAssertEqual(warnings.count, 1)
            PointerEvents.click(boxes[0])
            XCTAssertEqual(tally.taps, 1)
        }
    }

    func testBoxesAndTheirRecognisersAreFreedWithTheView() {
        onGtkThread {
            let counter = FinalizationCounter()
            var host: HostingWidget<Gestures>? = HostingWidget(rootView: Gestures(tally: Tally()))
            var watched = 0
            for box in WidgetTree.all(gtk_event_box_get_type(), in: host!.widget) {
                counter.watch(box)
                watched += 1
                // The tap and long-press boxes hold a gesture recogniser; the hover box none.
                if let gesture = GObjectData.get(GObjectReference<GObject>.self, on: box, key: "gtkui-gesture") {
                    counter.watch(gesture.pointer)
                    watched += 1
                }
            }
            XCTAssertEqual(watched, 7)
            host = nil
            TestLoop.drain()
            XCTAssertEqual(counter.finalized, 7)
        }
    }
}
