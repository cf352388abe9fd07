import GtkUI
import GtkUITesting
import XCTest

/// Enter, submit actions, formatted values and focus state of ``TextField``.
final class TextInputTests: GtkTestCase {
    @MainActor private final class Log {
        var events: [String] = []
    }

    func testEnterRunsOnCommitThenSubmitActionsOnce() throws {
        try onGtkThread {
            let log = Log()
            let host = try ViewHost(
                VStack {
                    TextField("Name", text: .constant("x"), onCommit: { log.events.append("commit") })
                        .onSubmit { log.events.append("inner") }
                        .disableAutocorrection(true)
                        .autocorrectionDisabled()
                    SecureField("Password", text: .constant(""))
                }
                .onSubmit { log.events.append("outer") }, size: (240, 100))
            defer { host.close() }
            host.textField("Name").press(key: .return)
            XCTAssertEqual(log.events, ["commit", "inner", "outer"])
            host.textField("Password").press(key: .return)
            XCTAssertEqual(log.events, ["commit", "inner", "outer", "outer"])
            // Typing is not submitting.
            host.textField("Name").type("typed")
            XCTAssertEqual(log.events.count, 4)
        }
    }

    func testNumberFieldParsesOnCommitAndRevertsBadText() throws {
        try onGtkThread {
            let probe = ControlProbe<Int>()
            let host = try ViewHost(
                ProbeHost(42, probe: probe) { TextField("Count", value: $0, format: .number) }, size: (200, 60))
            defer { host.close() }
            let count = host.textField("Count")
            XCTAssertEqual(count.value, "42")
            count.clear()
            count.type("17")
            XCTAssertEqual(probe.writes, [], "typing alone does not write")
            count.press(key: .return)
            XCTAssertEqual(probe.writes, [17])
            count.clear()
            count.type("seventeen")
            count.press(key: .return)
            XCTAssertEqual(probe.writes, [17], "bad text writes nothing")
            XCTAssertEqual(count.value, "17", "bad text is replaced by the value")
            probe.state?.wrappedValue = 99
            host.settle()
            XCTAssertEqual(count.value, "99")
            XCTAssertEqual(probe.writes, [17])
        }
    }

    func testNumberFieldWaitsWhileItsWindowIsInactiveAndCommitsWhenTheFocusMoves() throws {
        try onGtkThread {
            let probe = ControlProbe<Int>()
            let host = try ViewHost(
                VStack {
                    ProbeHost(42, probe: probe) { TextField("Count", value: $0, format: .number) }
                    TextField("Other", text: .constant(""))
                }, size: (200, 100))
            defer { host.close() }
            let count = host.textField("Count")
            count.clear()
            count.type("17")
            let window = try XCTUnwrap(host.gtkWindow)
            let gdkWindow = try XCTUnwrap(gtk_widget_get_window(window.cast()))
            let event = try XCTUnwrap(gdk_event_new(GDK_FOCUS_CHANGE))
            defer { gdk_event_free(event) }
            event.pointee.focus_change.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
            event.pointee.focus_change.send_event = 1
            event.pointee.focus_change.in = 0
            gdk_event_set_device(
                event, gdk_display_get_default_seat(gdk_display_get_default()).flatMap { gdk_seat_get_keyboard($0) })
            gtk_main_do_event(event)
            host.settle()
            XCTAssertEqual(gtk_window_is_active(window), 0, "the window was deactivated")
            XCTAssertEqual(probe.writes, [], "another window in front leaves the typed text waiting")
            XCTAssertEqual(count.value, "17", "an update for the window's activity keeps the typed text")
            host.textField("Other").type("x")
            XCTAssertEqual(probe.writes, [17], "moving the focus to another field commits")
        }
    }

    func testDoubleFieldParsesWhenTheFocusMovesAway() {
        onGtkThread {
            let probe = ControlProbe<Double>()
            let host = HostingWidget(
                rootView: ProbeHost(1.5, probe: probe) { TextField("Ratio", value: $0, format: .number) })
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            let entry: UnsafeMutablePointer<GtkEntry> = firstWidget(gtk_entry_get_type(), in: host)
            XCTAssertEqual(String(cString: gtk_entry_get_text(entry)), "1.5")
            gtk_widget_grab_focus(entry.cast())
            gtk_entry_set_text(entry, "2.25")
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [], "editing alone does not write")
            gtk_window_set_focus(window.cast(), nil)
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [2.25])
        }
    }

    private enum Field: Hashable { case first, second }

    private struct Fields: View {
        let focus: FocusState<Field?>.Binding
        var body: some View {
            VStack {
                TextField("First", text: .constant("")).focused(focus, equals: .first)
                TextField("Second", text: .constant("")).focused(focus, equals: .second)
            }
        }
    }

    private struct FocusHost: View {
        @FocusState var focus: Field?
        let onBody: @MainActor (FocusState<Field?>.Binding) -> Void
        var body: some View {
            onBody($focus)
            return Fields(focus: $focus)
        }
    }

    func testFocusStateMovesFocusAndHearsUserFocusOnce() {
        onGtkThread {
            var binding: FocusState<Field?>.Binding?
            var bodies = 0
            let host = HostingWidget(
                rootView: FocusHost { focus in
                    binding = focus
                    bodies += 1
                })
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            let entries = WidgetTree.all(gtk_entry_get_type(), in: host.widget)
            XCTAssertEqual(entries.count, 2)
            XCTAssertEqual(gtk_widget_is_focus(entries[1]), 0)
            binding?.wrappedValue = .second
            host.flushUpdates()
            XCTAssertEqual(gtk_widget_is_focus(entries[1]), 1, "setting the state moves the focus")
            XCTAssertEqual(binding?.wrappedValue, .second)
            // The user moves the focus: one write, to the state.
            let event = gdk_event_new(GDK_FOCUS_CHANGE)
            defer { gdk_event_free(event) }
            SignalEmitter.emit(entries[1], "focus-out-event", UnsafeMutableRawPointer(event))
            SignalEmitter.emit(entries[0], "focus-in-event", UnsafeMutableRawPointer(event))
            host.flushUpdates()
            XCTAssertEqual(binding?.wrappedValue, .first)
            XCTAssertEqual(gtk_widget_is_focus(entries[0]), 1)
            XCTAssertGreaterThan(bodies, 0)
        }
    }

    func testBoolFocusState() {
        onGtkThread {
            struct One: View {
                @FocusState private var isFocused: Bool
                var body: some View {
                    VStack {
                        TextField("Name", text: .constant("")).focused($isFocused)
                        Button("Focus") { isFocused = true }
                    }
                }
            }
            let host = HostingWidget(rootView: One())
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            let entry: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_entry_get_type(), in: host)
            gtk_window_set_focus(window.cast(), nil)
            XCTAssertEqual(gtk_widget_is_focus(entry), 0)
            gtk_button_clicked(WidgetTree.button("Focus", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(gtk_widget_is_focus(entry), 1)
        }
    }

    func testEditingChangedOncePerFocusChange() {
        onGtkThread {
            let log = Log()
            let host = HostingWidget(
                rootView: TextField(
                    "Name", text: .constant(""), onEditingChanged: { log.events.append("editing \($0)") },
                    onCommit: {}))
            let entry: UnsafeMutablePointer<GtkEntry> = firstWidget(gtk_entry_get_type(), in: host)
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            let event = gdk_event_new(GDK_FOCUS_CHANGE)
            defer { gdk_event_free(event) }
            SignalEmitter.emit(entry, "focus-in-event", UnsafeMutableRawPointer(event))
            SignalEmitter.emit(entry, "focus-in-event", UnsafeMutableRawPointer(event))
            SignalEmitter.emit(entry, "focus-out-event", UnsafeMutableRawPointer(event))
            XCTAssertEqual(log.events, ["editing true", "editing false"])
        }
    }

    func testFormattedFieldDisabled() {
        onGtkThread {
            let host = HostingWidget(rootView: TextField("N", value: .constant(1), format: .number).disabled(true))
            let entry: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_entry_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(entry), 0)
        }
    }
}
