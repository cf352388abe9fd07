/// A scene whose window scenes were changed by a scene modifier, such as
/// ``Scene/windowStyle(_:)``.
public struct ModifiedScene<Content: Scene>: Scene, WindowGroupProvider {
    let content: Content
    let modify: @MainActor (inout AnyWindowGroup) -> Void

    var windowGroups: [AnyWindowGroup] {
        var groups = (content as? any WindowGroupProvider)?.windowGroups ?? []
        for index in groups.indices { modify(&groups[index]) }
        return groups
    }
}

extension Scene {
    /// Sets how the windows of this scene draw their title bar: `.automatic` (a header bar),
    /// `.titleBar` (the window manager's plain title bar) or `.hiddenTitleBar` (a header bar
    /// without the title).
    public func windowStyle(_ style: some WindowStyle) -> ModifiedScene<Self> {
        // A style GtkUI does not provide keeps the default header bar.
        let kind = (style as? any TitleBarStyle)?.titleBarKind ?? .headerBar
        return ModifiedScene(content: self) { $0.titleBarKind = kind }
    }

    /// The size new windows of this scene open with, in pixels.
    public func defaultSize(width: Int, height: Int) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { $0.defaultSize = (width, height) }
    }

    /// Sets whether the user can resize this scene's windows beyond their content's size.
    public func windowResizability(_ resizability: WindowResizability) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { $0.resizability = resizability }
    }
}
