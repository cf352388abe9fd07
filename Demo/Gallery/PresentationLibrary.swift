import GtkUI

/// The gallery's sheets, alerts, menus and file choosers: each snippet is shown live beside its
/// `source`, which a test keeps equal to the snippet's code.
struct PresentationLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Live("none yet") { $answer in
                Live(false) { $isAlerting in
                    Button("Show an alert") { isAlerting = true }
                        .alert("Keep the changes?", isPresented: $isAlerting) {
                            Button("Discard") { answer = "discard" }
                            Button("Keep") { answer = "keep" }
                        } message: {
                            Text("The answer is shown below.")
                        }
                    Text("Answer: \(answer)")
                }
            },
            title: "Alert", category: .control,
            source: #"""
                @State private var answer = "none yet"
                @State private var isAlerting = false
                Button("Show an alert") { isAlerting = true }
                    .alert("Keep the changes?", isPresented: $isAlerting) {
                        Button("Discard") { answer = "discard" }
                        Button("Keep") { answer = "keep" }
                    } message: {
                        Text("The answer is shown below.")
                    }
                Text("Answer: \(answer)")
                """#)
        LibraryItem(
            Live(false) { $isAsking in
                Button("Share (older API)") { isAsking = true }
                    .actionSheet(isPresented: $isAsking) {
                        ActionSheet(
                            title: Text("Share the photo"),
                            buttons: [.default(Text("Mail")), .destructive(Text("Delete")), .cancel()])
                    }
                    .navigationBarItems(trailing: Text("Older API"))
            },
            title: "ActionSheet and navigationBarItems", category: .control,
            source: #"""
                @State private var isAsking = false
                Button("Share (older API)") { isAsking = true }
                    .actionSheet(isPresented: $isAsking) {
                        ActionSheet(
                            title: Text("Share the photo"),
                            buttons: [.default(Text("Mail")), .destructive(Text("Delete")), .cancel()])
                    }
                    .navigationBarItems(trailing: Text("Older API"))
                """#)
        LibraryItem(
            Live(false) { $isShowingSheet in
                Button("Show a sheet") { isShowingSheet = true }
                    .sheet(isPresented: $isShowingSheet) {
                        VStack(spacing: 12) {
                            Text("A sheet is a dialog over its window.")
                            Button("Done") { isShowingSheet = false }
                        }
                        .padding(16)
                    }
            },
            title: "Sheet", category: .control,
            source: #"""
                @State private var isShowingSheet = false
                Button("Show a sheet") { isShowingSheet = true }
                    .sheet(isPresented: $isShowingSheet) {
                        VStack(spacing: 12) {
                            Text("A sheet is a dialog over its window.")
                            Button("Done") { isShowingSheet = false }
                        }
                        .padding(16)
                    }
                """#)
        LibraryItem(
            Live("nothing yet") { $last in
                HStack(spacing: 12) {
                    Menu("Edit") {
                        Button("Copy") { last = "Copy" }
                        Button("Paste") { last = "Paste" }
                        Menu("Share") {
                            Button("Email") { last = "Email" }
                        }
                    }
                    Menu {
                        Button("Preferences") { last = "Preferences" }
                    } label: {
                        Label("Tools", systemImage: "gear")
                    }
                    .menuStyle(.borderlessButton)
                    Text("Right-click me")
                        .padding(6)
                        .contextMenu {
                            Button("Rename") { last = "Rename" }
                        }
                }
                Text("Last: \(last)")
            },
            title: "Menu and context menu", category: .control,
            source: #"""
                @State private var last = "nothing yet"
                HStack(spacing: 12) {
                    Menu("Edit") {
                        Button("Copy") { last = "Copy" }
                        Button("Paste") { last = "Paste" }
                        Menu("Share") {
                            Button("Email") { last = "Email" }
                        }
                    }
                    Menu {
                        Button("Preferences") { last = "Preferences" }
                    } label: {
                        Label("Tools", systemImage: "gear")
                    }
                    .menuStyle(.borderlessButton)
                    Text("Right-click me")
                        .padding(6)
                        .contextMenu {
                            Button("Rename") { last = "Rename" }
                        }
                }
                Text("Last: \(last)")
                """#)
        LibraryItem(
            Live("No file chosen") { $chosen in
                Live(false) { $isImporting in
                    Button("Open a text file…") { isImporting = true }
                        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
                            chosen = (try? result.get())?.lastPathComponent ?? "Cancelled"
                        }
                    Text(chosen)
                }
            },
            title: "File importer", category: .control,
            source: #"""
                @State private var chosen = "No file chosen"
                @State private var isImporting = false
                Button("Open a text file…") { isImporting = true }
                    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
                        chosen = (try? result.get())?.lastPathComponent ?? "Cancelled"
                    }
                Text(chosen)
                """#)
        LibraryItem(
            Live(0) { $count in
                Button("Count (Ctrl+Shift+K)") { count += 1 }
                    .keyboardShortcut("k", modifiers: [.control, .shift])
                    .help("Adds one to the count")
                Text("Counted \(count) times")
            },
            title: "Keyboard shortcut and tooltip", category: .effect,
            source: #"""
                @State private var count = 0
                Button("Count (Ctrl+Shift+K)") { count += 1 }
                    .keyboardShortcut("k", modifiers: [.control, .shift])
                    .help("Adds one to the count")
                Text("Counted \(count) times")
                """#)
    }
}
