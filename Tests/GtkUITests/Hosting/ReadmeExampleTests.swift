import Foundation
import GtkUI
import XCTest

// The README's first app, word for word (without @main), so the example keeps compiling and working.
private struct Notes: App {
    var body: some Scene {
        WindowGroup("Notes") { NoteList() }
    }
}

private struct Note: Identifiable {
    let id = UUID()
    var text: String
}

private struct NoteList: View {
    @State private var notes: [Note] = []
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                TextField("New note", text: $draft)
                Button("Add") {
                    notes.append(Note(text: draft))
                    draft = ""
                }
            }
            ForEach(notes) { note in Text(note.text) }
        }
        .padding(12)
    }
}

final class ReadmeExampleTests: GtkTestCase {
    func testTheReadmeAppAddsNotes() throws {
        try onGtkThread {
            let session = try Notes.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            let entry = try XCTUnwrap(WidgetTree.first(gtk_entry_get_type(), in: window.widget))
            for text in ["milk", "bread"] {
                gtk_entry_set_text(entry.cast(), text)
                gtk_button_clicked(WidgetTree.button("Add", in: window.widget))
                TestLoop.drain()
            }
            XCTAssertEqual(WidgetTree.labels(in: window.widget), ["Add", "milk", "bread"])
            XCTAssertEqual(String(cString: gtk_entry_get_text(entry.cast())), "", "the draft is cleared")
        }
    }
}
