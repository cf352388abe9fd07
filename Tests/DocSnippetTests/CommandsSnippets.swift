import GtkUI
import Observation

// The code of WindowsAndDialogs.md about sheets for items, the header bar, commands and
// settings.

struct Entry: Identifiable {
    let id: Int
    var title: String
}

struct EntryList: View {
    @State private var entries = [
        Entry(id: 1, title: "Monday"),
        Entry(id: 2, title: "Tuesday"),
    ]
    @State private var editing: Entry?

    var body: some View {
        List(entries) { entry in
            Button(entry.title) { editing = entry }
        }
        .sheet(item: $editing) { entry in
            EntryEditor(entry: entry) { edited in
                if let index = entries.firstIndex(where: { $0.id == edited.id }) {
                    entries[index] = edited
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button("Latest") { editing = entries.last }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Add") {
                    entries.append(Entry(id: entries.count + 1, title: "New"))
                }
            }
        }
    }
}

struct EntryEditor: View {
    @State var entry: Entry
    let save: (Entry) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextField("Title", text: $entry.title)
            .padding(12)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(entry)
                        dismiss()
                    }
                }
            }
    }
}

@Observable
final class Diary {
    var pages = 0
    var showsDates = true
    var author = ""
}

// @main
struct DiaryApp: App {
    static var displayName: String { "Diary" }
    static var version: String? { "1.0" }

    @State private var diary = Diary()

    var body: some Scene {
        WindowGroup("Diary") { Text("\(diary.pages) pages") }
            .commands {
                CommandMenu("Page") {
                    Button("New Page") { diary.pages += 1 }
                        .keyboardShortcut("n", modifiers: [.command, .shift])
                    Button("Tear Out Page") { diary.pages -= 1 }
                        .disabled(diary.pages == 0)
                    Divider()
                    Toggle("Show Dates", isOn: $diary.showsDates)
                }
                CommandGroup(after: .newItem) {
                    Button("New Page from Template") { diary.pages += 1 }
                }
            }
        Settings { DiaryPreferences(diary: diary) }
    }
}

struct DiaryPreferences: View {
    @Bindable var diary: Diary

    var body: some View {
        Form {
            TextField("Author", text: $diary.author)
            Toggle("Show Dates", isOn: $diary.showsDates)
        }
        .padding(16)
    }
}

struct PreferencesButton: View {
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        Button("Preferences…") { openSettings() }
    }
}

// @main
struct ClassicDiaryApp: App {
    var body: some Scene {
        WindowGroup("Diary") { Text("A diary with a menu bar") }
            .windowStyle(.titleBar)
            .commands {
                CommandGroup(replacing: .help) {
                    Button("Diary Help") {}
                }
            }
    }
}
