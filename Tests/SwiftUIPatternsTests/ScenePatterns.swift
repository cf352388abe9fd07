// Scenes, scene modifiers and commands built outside the main actor, as SwiftUI allows: its
// scene and command initializers and its scene modifiers are `nonisolated`, and `Commands` is
// `@MainActor @preconcurrency`. Compiled in Swift 6 mode here and, through a symbolic link, in
// Swift 5 mode with warnings as errors.
import GtkUI

/// A scene made by a nonisolated factory, as apps that share scenes between targets write.
nonisolated func makeScenes() -> some Scene {
    WindowGroup("Library", id: "library") { Text("Books") }
        .defaultSize(width: 640, height: 480)
        .windowStyle(HiddenTitleBarWindowStyle())
        .windowResizability(.contentSize)
        .commands {
            CommandMenu("Shelf") { Button("Sort") {} }
            CommandGroup(after: .newItem) { Button("Import") {} }
            CommandGroup(before: .toolbar) { Divider() }
            CommandGroup(replacing: .help) { EmptyView() }
            SidebarCommands()
            EmptyCommands()
        }
}

/// Each scene kind, made outside the main actor.
nonisolated func makeEachScene() -> (WindowGroup<Text>, WindowGroup<Text>, Window<Text>, Settings<Text>) {
    (
        WindowGroup { Text("Main") },
        WindowGroup(id: "second") { Text("Second") },
        Window("About", id: "about") { Text("About") },
        Settings { Text("Preferences") }
    )
}

/// A window group of values, made outside the main actor.
nonisolated func makeValueScene() -> some Scene {
    WindowGroup("Note", id: "note", for: String.self) { $note in Text(note ?? "") }
}

/// Commands made outside the main actor, and a commands type of one's own that uses them.
@CommandsBuilder
nonisolated func makeCommands() -> some Commands {
    CommandMenu("Tools") { Button("Run") {} }
    CommandGroup(after: .pasteboard) { Button("Paste Plain") {} }
}

struct ShelfCommands: Commands {
    var body: some Commands {
        makeCommands()
        CommandMenu("Shelf") { Button("Shuffle") {} }
    }
}

/// A scene type of one's own whose body uses the factories above.
struct SharedScenes: Scene {
    var body: some Scene {
        makeScenes()
        makeValueScene()
            .commands { ShelfCommands() }
    }
}
