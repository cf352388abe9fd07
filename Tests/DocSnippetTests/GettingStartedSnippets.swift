import Foundation
import GtkUI

// The code of GettingStarted.md. Each block below is shown in the article as it is.

// @main
struct Notes: App {
    static var applicationID: String { "org.example.Notes" }

    var body: some Scene {
        WindowGroup("Notes") { NoteList() }
            .defaultSize(width: 420, height: 320)
    }
}

struct Note: Identifiable {
    let id = UUID()
    var text: String
}

struct NoteList: View {
    @State private var notes: [Note] = []
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                TextField("New note", text: $draft)
                    .onSubmit(add)
                Button("Add", action: add)
                    .disabled(draft.isEmpty)
            }
            List {
                ForEach(notes) { note in Text(note.text) }
                    .onDelete { notes.remove(atOffsets: $0) }
            }
            Text("\(notes.count) notes")
                .foregroundStyle(.secondary)
        }
        .padding(12)
    }

    private func add() {
        notes.append(Note(text: draft))
        draft = ""
    }
}
