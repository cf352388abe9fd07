import XCTest

@testable import GtkUI

private struct SelectedNoteKey: FocusedValueKey { typealias Value = String }
private struct FocusedFieldKey: FocusedValueKey { typealias Value = String }
private struct NoteCountKey: FocusedValueKey { typealias Value = Binding<Int> }

extension FocusedValues {
    fileprivate var selectedNote: String? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }
    fileprivate var focusedField: String? {
        get { self[FocusedFieldKey.self] }
        set { self[FocusedFieldKey.self] = newValue }
    }
    fileprivate var noteCount: Binding<Int>? {
        get { self[NoteCountKey.self] }
        set { self[NoteCountKey.self] = newValue }
    }
}

/// How often each command's content, and each view below, was evaluated.
@MainActor
private enum Evaluations {
    static var note = 0
    static var field = 0
    static var outer = 0
    static var reader = 0
}

/// Holds the publishing view without reading anything: a new value must not evaluate it.
private struct OuterPanel: View {
    var body: some View {
        let _ = Evaluations.outer += 1
        VStack { NotePicker() }
    }
}

private struct NotePicker: View {
    @State private var note = "first"
    var body: some View {
        Button("pick \(note)") { note = "second" }.focusedSceneValue(\.selectedNote, note)
    }
}

private struct NoteReader: View {
    @FocusedValue(\.selectedNote) private var note
    var body: some View {
        let _ = Evaluations.reader += 1
        Text("reads \(note ?? "nothing")")
    }
}

private struct NoteCommands: Commands {
    @FocusedValue(\.selectedNote) private var note
    @FocusedValue(\.focusedField) private var field
    @FocusedBinding(\.noteCount) private var count

    var body: some Commands {
        CommandMenu("Note") {
            let _ = Evaluations.note += 1
            Button("Delete") {}.disabled(note == nil)
            Button("Add One") { count? += 1 }.disabled(count == nil)
        }
        CommandMenu("Field") {
            let _ = Evaluations.field += 1
            Button("Clear Field") {}.disabled(field == nil)
        }
    }
}

private struct NoteWindow: View {
    @State private var note: String?
    @State private var count = 0

    var body: some View {
        VStack {
            Button("select") { note = "first" }
            Text("count \(count)")
            Entry().focusedValue(\.focusedField, "name")
        }
        .focusedSceneValue(\.selectedNote, note)
        .focusedSceneValue(\.noteCount, $count)
    }
}

private struct Entry: View {
    @State private var text = ""
    var body: some View { TextField("name", text: $text) }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes", id: "notes") { NoteWindow() }
            .commands { NoteCommands() }
        Settings { Text("preferences") }
    }
}

/// Tells `window` it gained or lost the focus, as the window manager does.
@MainActor
private func setActive(_ window: UnsafeMutablePointer<GtkWidget>, _ active: Bool) {
    guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(GDK_FOCUS_CHANGE) else {
        return XCTFail("no GDK window")
    }
    event.pointee.focus_change.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
    event.pointee.focus_change.send_event = 1
    event.pointee.focus_change.in = active ? 1 : 0
    let seat = gdk_display_get_default().flatMap { gdk_display_get_default_seat($0) }
    gdk_event_set_device(event, seat.flatMap { gdk_seat_get_keyboard($0) })
    gtk_main_do_event(event)
    gdk_event_free(event)
}

final class FocusedValueTests: GtkTestCase {
    func testCommandsFollowTheActiveWindowsSceneValues() throws {
        try onGtkThread {
            Evaluations.note = 0
            Evaluations.field = 0
            let session = try NotesApp.launch()
            defer { session.closeAllWindows() }
            let first = try XCTUnwrap(session.windows.first?.widget)
            setActive(first, true)
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "note.delete"), 0, "no note selected")
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "note.add-one"), 1, "the count is published")
            let noteEvaluations = Evaluations.note
            let fieldEvaluations = Evaluations.field

            gtk_button_clicked(WidgetTree.button("select", in: first))
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "note.delete"), 1, "a note is selected")
            XCTAssertEqual(Evaluations.note, noteEvaluations + 1, "the command reading the value ran once")
            XCTAssertEqual(Evaluations.field, fieldEvaluations, "a command reading another key did not run")

            // A second window has no note: its commands are disabled while it is active.
            let second = try XCTUnwrap(session.openWindow(id: "notes")?.widget)
            session.flushUpdates()
            setActive(first, false)
            setActive(second, true)
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "note.delete"), 0)
            setActive(second, false)
            setActive(first, true)
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "note.delete"), 1)

            // The preferences window publishes nothing: while it is active, no note is selected.
            let preferences = try XCTUnwrap(session.openSettings()?.widget)
            session.flushUpdates()
            setActive(first, false)
            setActive(preferences, true)
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "note.delete"), 0)
            setActive(preferences, false)
            setActive(first, true)
            session.flushUpdates()

            // A focused binding writes through to the window's state.
            g_action_group_activate_action(actions, "note.add-one", nil)
            session.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: first).contains("count 1"))
        }
    }

    func testAFocusedValueCountsWhileTheFocusIsInItsView() throws {
        try onGtkThread {
            let session = try NotesApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first?.widget)
            setActive(window, true)
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            let entry = try XCTUnwrap(WidgetTree.first(gtk_entry_get_type(), in: window))
            let button = WidgetTree.button("select", in: window)

            gtk_widget_grab_focus(button.cast())
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "field.clear-field"), 0, "the focus is elsewhere")
            gtk_widget_grab_focus(entry)
            session.flushUpdates()
            XCTAssertEqual(
                g_action_group_get_action_enabled(actions, "field.clear-field"), 1, "the field has the focus")
            gtk_widget_grab_focus(button.cast())
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "field.clear-field"), 0)
        }
    }

    func testAViewReadsTheFocusedValuesOfTheActiveWindow() {
        onGtkThread {
            struct Reader: View {
                @FocusedValue(\.selectedNote) private var note
                var body: some View { Text("reads \(note ?? "nothing")") }
            }
            let reader = HostingWidget(rootView: Reader())
            let window = HostingWindow(rootView: Text("a").focusedSceneValue(\.selectedNote, "a note"))
            window.present()
            defer { window.close() }
            setActive(window.widget, true)
            reader.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: reader.widget).contains("reads a note"))
            window.close()
            reader.flushUpdates()
            XCTAssertTrue(
                WidgetTree.labels(in: reader.widget).contains("reads nothing"), "a closed window publishes nothing")
        }
    }

    func testANewValueEvaluatesOnlyThePublisherAndTheReader() {
        onGtkThread {
            let reader = HostingWidget(rootView: NoteReader())
            let window = HostingWindow(rootView: OuterPanel())
            window.present()
            defer { window.close() }
            setActive(window.widget, true)
            window.flushUpdates()
            reader.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: reader.widget).contains("reads first"))
            let outer = Evaluations.outer
            let readerBodies = Evaluations.reader
            let before = Diagnostics.bodyEvaluations.value

            gtk_button_clicked(WidgetTree.button("pick first", in: window.widget))
            window.flushUpdates()
            reader.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: reader.widget).contains("reads second"))
            XCTAssertEqual(Evaluations.outer, outer, "the view around the publisher was not evaluated")
            XCTAssertEqual(Evaluations.reader, readerBodies + 1, "the reader was evaluated once")
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 2, "the publisher and the reader, nothing else")
        }
    }
}
