import GtkUI
import XCTest

private struct Note: Identifiable {
    let id: Int
    var title: String
}

private struct NoteScreen: View {
    let expose: (Binding<Note?>) -> Void
    let dismissed: @MainActor () -> Void
    @State private var editing: Note?

    var body: some View {
        expose($editing)
        return Text("notes")
            .sheet(item: $editing, onDismiss: dismissed) { note in
                Text("Editing \(note.title)")
            }
    }
}

/// `.sheet(item:)`: a window for the item while it is not nil, closed by setting it to nil or by
/// the window's close button, which sets it to nil.
final class ItemSheetTests: GtkTestCase {
    /// The visible toplevel windows other than `window`.
    @MainActor private static func sheets(besides window: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var item = list
        while let node = item {
            if let widget = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self), widget != window,
                gtk_widget_get_visible(widget) != 0
            {
                found.append(widget)
            }
            item = node.pointee.next
        }
        return found
    }

    func testTheItemPresentsItsWindowAndClosingSetsItToNil() throws {
        try onGtkThread {
            var item: Binding<Note?>?
            var dismissals = 0
            let window = HostingWindow(rootView: NoteScreen(expose: { item = $0 }, dismissed: { dismissals += 1 }))
            window.present()
            defer { window.close() }
            XCTAssertTrue(Self.sheets(besides: window.widget).isEmpty)

            item?.wrappedValue = Note(id: 1, title: "Groceries")
            window.flushUpdates()
            let sheet = try XCTUnwrap(Self.sheets(besides: window.widget).first)
            XCTAssertEqual(WidgetTree.labels(in: sheet), ["Editing Groceries"])

            // Another item replaces the content of the open window.
            item?.wrappedValue = Note(id: 2, title: "Taxes")
            window.flushUpdates()
            XCTAssertEqual(Self.sheets(besides: window.widget).count, 1)
            XCTAssertEqual(WidgetTree.labels(in: sheet), ["Editing Taxes"])

            // The close button sets the item to nil and closes the window.
            let event = try XCTUnwrap(gdk_event_new(GDK_DELETE))
            defer { gdk_event_free(event) }
            _ = SignalEmitter.emit(sheet, "delete-event", UnsafeMutableRawPointer(event))
            XCTAssertNil(item?.wrappedValue)
            window.flushUpdates()
            XCTAssertTrue(Self.sheets(besides: window.widget).isEmpty)
            XCTAssertEqual(dismissals, 1)

            // Setting the item to nil closes it too.
            item?.wrappedValue = Note(id: 3, title: "Travel")
            window.flushUpdates()
            XCTAssertEqual(Self.sheets(besides: window.widget).count, 1)
            item?.wrappedValue = nil
            window.flushUpdates()
            XCTAssertTrue(Self.sheets(besides: window.widget).isEmpty)
            XCTAssertEqual(dismissals, 2)
        }
    }
}
