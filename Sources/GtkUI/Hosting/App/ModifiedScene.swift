/// A scene whose window scenes were changed by a scene modifier, such as
/// ``Scene/windowStyle(_:)``.
struct ModifiedScene<Content: Scene> {
    let content: Content
    let modify: @MainActor (inout AnyWindowGroup) -> Void
    /// Commands that ``commands(content:)`` added, read on the main actor with the scene's.
    var addedCommands: (any Commands)?

    nonisolated init(
        content: Content, modify: @escaping @MainActor (inout AnyWindowGroup) -> Void,
        addedCommands: (any Commands)? = nil
    ) {
        self.content = content
        self.modify = modify
        self.addedCommands = addedCommands
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializers are nonisolated, as in SwiftUI.
@MainActor
extension ModifiedScene: PrimitiveScene, WindowGroupProvider, SceneCommandsProvider {
    var sceneCommands: [CommandContribution] {
        content.sceneCommandContributions + (addedCommands?.commandContributions ?? [])
    }

    var windowGroups: [AnyWindowGroup] {
        var groups = content.sceneWindowGroups
        for index in groups.indices { modify(&groups[index]) }
        return groups
    }
}

extension Scene {
    /// Sets how the windows of this scene draw their title bar: `.automatic` (a header bar),
    /// `.titleBar` (the window manager's plain title bar) or `.hiddenTitleBar` (a header bar
    /// without the title).
    nonisolated public func windowStyle(_ style: some WindowStyle) -> some Scene {
        // A style GtkUI does not provide keeps the default header bar.
        let kind = (style as? any TitleBarStyle)?.titleBarKind ?? .headerBar
        return ModifiedScene(content: self) { $0.titleBarKind = kind }
    }

    /// The size new windows of this scene open with, in pixels.
    nonisolated public func defaultSize(width: Int, height: Int) -> some Scene {
        ModifiedScene(content: self) { $0.defaultSize = (width, height) }
    }

    /// Sets whether the user can resize this scene's windows beyond their content's size.
    nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedScene(content: self) { $0.resizability = resizability }
    }

    /// Adds menu commands to the app: ``CommandMenu``s and ``CommandGroup``s.
    ///
    /// GNOME shows them in the primary menu, a button with the `open-menu-symbolic` icon at the
    /// end of each window's header bar (F10 opens it). A window without a header bar, one whose
    /// scene has `.windowStyle(.titleBar)`, shows them in a menu bar instead, as classic GTK apps
    /// do. The commands are the app's, whichever scene declares them. Each item is a `GAction` of
    /// the app (`app.text.reverse` for "Reverse" in `CommandMenu("Text")`), and a button's
    /// `.keyboardShortcut` is its accelerator in every window. Commands read the app's state and
    /// follow it; a shortcut that two commands declare warns once, and the first keeps it.
    nonisolated public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
        ModifiedScene(content: self, modify: { _ in }, addedCommands: content())
    }
}
