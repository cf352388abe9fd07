import GtkUI
import GtkUITesting
import XCTest

@MainActor
private final class StyleLog {
    var bodies = 0
    var pressed: [Bool] = []
    var roles: [ButtonRole?] = []
    var shades: [String] = []
}

/// A user's button style: the label with padding, recording what it is given.
private struct Recording: ButtonStyle {
    let log: StyleLog
    func makeBody(configuration: Configuration) -> some View {
        log.bodies += 1
        log.pressed.append(configuration.isPressed)
        log.roles.append(configuration.role)
        return configuration.label.padding(6)
    }
}

/// A style that forgets the label.
private struct Forgetful: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("Something else")
    }
}

/// A style that shows nothing at all.
private struct Invisible: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        EmptyView()
    }
}

private struct ShadeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var shade: String {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
}

/// A style with dynamic properties of its own, as SwiftUI styles often have.
private struct Shaded: ButtonStyle {
    let log: StyleLog
    @Environment(\.shade) private var shade
    func makeBody(configuration: Configuration) -> some View {
        log.shades.append(shade)
        return configuration.label
    }
}

/// A primitive style that triggers on tap and shows the standard button inside.
private struct Framed: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4)
    }
}

/// A primitive style whose body shows a `Button(action:)`: it must not draw itself forever.
private struct Nested: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.trigger() }) { configuration.label }
    }
}

/// ``ButtonStyle`` and ``PrimitiveButtonStyle`` of a user's own: bodies, accessibility, keys,
/// pressed state, the nearest style, and styles that drop the label.
final class CustomButtonStyleTests: GtkTestCase {
    /// Sends one key event (a press or a release) to the focused widget of `widget`'s window.
    @MainActor private static func key(
        _ type: GdkEventType, _ keyval: Int32, in widget: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let gdkWindow = gtk_widget_get_window(gtk_widget_get_toplevel(widget)), let event = gdk_event_new(type)
        else { return XCTFail("no window") }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.keyval = guint(keyval)
        event.pointee.key.time = 1
        // Key bindings look keys up by keycode.
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        if gdk_keymap_get_entries_for_keyval(
            gdk_keymap_get_for_display(gdk_display_get_default()), guint(keyval), &keys, &count)
            != 0, let keys
        {
            event.pointee.key.hardware_keycode = guint16(keys.pointee.keycode)
            g_free(keys)
        }
        let seat = gdk_display_get_default_seat(gdk_display_get_default())
        gdk_event_set_device(event, gdk_seat_get_keyboard(seat))
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    func testACustomStyleIsStillAPushButtonForScreenReadersAndKeys() throws {
        try onGtkThread {
            let log = StyleLog()
            var clicks = 0
            let host = try ViewHost(
                VStack {
                    Button("Before") {}
                    Button("Go", role: .destructive) { clicks += 1 }.buttonStyle(Recording(log: log))
                }, size: (200, 120))
            defer { host.close() }
            let go = host.button("Go")
            XCTAssertTrue(go.exists, "an ATK push button named by its label")
            XCTAssertEqual(log.roles.last, .destructive)
            XCTAssertEqual(log.pressed.last, false)
            let bodies = log.bodies
            XCTAssertGreaterThan(bodies, 0)

            go.tap()
            XCTAssertEqual(clicks, 1)
            host.button("Before").press(key: .tab)
            XCTAssertTrue(host.button("Go").isFocused, "reached with Tab")
            host.button("Go").press(key: .space)
            XCTAssertEqual(clicks, 2, "Space presses it")
            host.button("Go").press(key: .return)
            XCTAssertEqual(clicks, 3, "Enter presses it")
        }
    }

    func testIsPressedFollowsTheKeyboardAndThePointer() throws {
        try onGtkThread {
            let log = StyleLog()
            var clicks = 0
            let host = try ViewHost(Button("Go") { clicks += 1 }.buttonStyle(Recording(log: log)), size: (200, 80))
            defer { host.close() }
            let button = WidgetTree.first(gtk_button_get_type(), in: host.gtkWindow!.cast())!
            // Focuses the button in an active window; Escape does nothing to a button.
            host.button("Go").press(key: .escape)
            log.pressed = []
            Self.key(GDK_KEY_PRESS, GDK_KEY_space, in: button)
            host.settle()
            XCTAssertEqual(log.pressed, [true], "held down by Space")
            Self.key(GDK_KEY_RELEASE, GDK_KEY_space, in: button)
            host.settle()
            XCTAssertEqual(log.pressed, [true, false])
            XCTAssertEqual(clicks, 1)
            // The pointer sets the same GTK state.
            gtk_widget_set_state_flags(button, GTK_STATE_FLAG_ACTIVE, 0)
            host.settle()
            XCTAssertEqual(log.pressed.last, true)
            gtk_widget_unset_state_flags(button, GTK_STATE_FLAG_ACTIVE)
            host.settle()
            XCTAssertEqual(log.pressed.last, false)
        }
    }

    private struct Nearest: View {
        let outer: StyleLog
        let inner: StyleLog
        var body: some View {
            VStack {
                Button("A") {}
                VStack { Button("B") {} }.buttonStyle(Recording(log: inner))
            }
            .buttonStyle(Recording(log: outer))
        }
    }

    func testTheNearestStyleWinsForEveryButtonInside() {
        onGtkThread {
            let outer = StyleLog()
            let inner = StyleLog()
            let host = HostingWidget(rootView: Nearest(outer: outer, inner: inner))
            XCTAssertEqual(outer.bodies, 1, "A only")
            XCTAssertEqual(inner.bodies, 1, "B only")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["A", "B"])
        }
    }

    /// One button whose style changes type in place: the same view type in every state.
    private struct Restyled: View {
        let custom: Bool
        let log: StyleLog
        var body: some View {
            Button("Go") {}.buttonStyle(Either(custom: custom, log: log))
        }
    }

    private struct Either: PrimitiveButtonStyle {
        let custom: Bool
        let log: StyleLog
        func makeBody(configuration: Configuration) -> some View {
            // Erased: the button's style body keeps one place whatever the body's type.
            custom
                ? AnyView(
                    Button(action: { configuration.trigger() }) { configuration.label }.buttonStyle(Recording(log: log))
                )
                : AnyView(Button(configuration))
        }
    }

    func testChangingTheStyleSwapsTheWidget() {
        onGtkThread {
            let log = StyleLog()
            let host = HostingWidget(rootView: Restyled(custom: false, log: log))
            let native = WidgetTree.button("Go", in: host.widget)
            XCTAssertEqual(gtk_button_get_relief(native), GTK_RELIEF_NORMAL)
            host.rootView = Restyled(custom: true, log: log)
            host.flushUpdates()
            let custom = WidgetTree.button("Go", in: host.widget)
            XCTAssertNotEqual(custom, native)
            XCTAssertEqual(gtk_button_get_relief(custom), GTK_RELIEF_NONE)
            XCTAssertEqual(log.bodies, 1)
        }
    }

    func testAStylesOwnEnvironmentPropertiesAreLive() {
        onGtkThread {
            let log = StyleLog()
            let host = HostingWidget(
                rootView: Button("Go") {}.buttonStyle(Shaded(log: log)).environment(\.shade, "dark"))
            XCTAssertEqual(log.shades, ["dark"])
            host.rootView = Button("Go") {}.buttonStyle(Shaded(log: log)).environment(\.shade, "light")
            host.flushUpdates()
            XCTAssertEqual(log.shades.last, "light")
        }
    }

    func testAStyleThatDropsTheLabelWarnsOnceAndKeepsTheName() {
        onGtkThread {
            var host: ViewHost?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = try? ViewHost(
                    VStack {
                        Button("Go") {}
                        Button("Again") {}
                    }.buttonStyle(Forgetful()), size: (200, 80))
            }
            defer { host?.close() }
            XCTAssertEqual(messages.filter { $0.contains("configuration.label") }.count, 1, "\(messages)")
            XCTAssertTrue(host?.button("Go").exists ?? false, "named by its label still")
        }
    }

    func testAStyleThatShowsNothingWarnsOnceAndStillWorksByKeyboard() {
        onGtkThread {
            var clicks = 0
            var host: ViewHost?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = try? ViewHost(
                    VStack {
                        Button("Before") {}
                        Button("Go") { clicks += 1 }.buttonStyle(Invisible())
                    }, size: (200, 80))
            }
            guard let host else { return XCTFail("no host") }
            defer { host.close() }
            XCTAssertEqual(messages.filter { $0.contains("shows nothing") }.count, 1, "\(messages)")
            host.button("Before").press(key: .tab)
            XCTAssertTrue(host.button("Go").isFocused)
            host.button("Go").press(key: .space)
            XCTAssertEqual(clicks, 1)
        }
    }

    func testPrimitiveStylesShowingButtonsDoNotDrawThemselvesForever() {
        onGtkThread {
            var clicks = 0
            let framed = HostingWidget(rootView: Button("Go") { clicks += 1 }.buttonStyle(Framed()))
            gtk_button_clicked(WidgetTree.button("Go", in: framed.widget))
            XCTAssertEqual(clicks, 1)
            let nested = HostingWidget(rootView: Button("Go") { clicks += 1 }.buttonStyle(Nested()))
            XCTAssertEqual(WidgetTree.all(gtk_button_get_type(), in: nested.widget).count, 1)
            gtk_button_clicked(WidgetTree.button("Go", in: nested.widget))
            XCTAssertEqual(clicks, 2)
        }
    }

    func testBuiltInStylesAreStyleBodiesToo() {
        onGtkThread {
            let before = Diagnostics.styleBodyEvaluations.value
            let host = HostingWidget(
                rootView: VStack {
                    Button("A") {}; Button("B") {}
                }.buttonStyle(.borderless))
            XCTAssertEqual(Diagnostics.styleBodyEvaluations.value - before, 2)
            XCTAssertEqual(WidgetTree.all(gtk_button_get_type(), in: host.widget).count, 2)
        }
    }
}
