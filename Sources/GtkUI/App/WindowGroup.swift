/// A scene of windows that show the same content: the app opens one at launch (the first scene
/// only), and more with `@Environment(\.openWindow)` when the group has an id.
///
/// The content closure is evaluated like a view body: state of the ``App`` that it reads
/// updates the open windows. A title built from state (`WindowGroup("Count \(count)")`)
/// retitles them.
public struct WindowGroup<Content: View>: Scene, WindowGroupProvider {
    let title: String?
    let id: String?
    let content: () -> Content
    var defaultSize: (width: Int, height: Int)?

    /// A group of windows titled `title`, optionally with an `id` for ``OpenWindowAction``.
    public init(_ title: some StringProtocol, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }

    /// A group of windows titled with the app's name (its type name), optionally with an `id`.
    public init(id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = id
        self.content = content
    }

    /// The size new windows of this group open with, in pixels.
    public func defaultSize(width: Int, height: Int) -> WindowGroup<Content> {
        var group = self
        group.defaultSize = (width, height)
        return group
    }

    var windowGroups: [AnyWindowGroup] {
        [
            AnyWindowGroup(
                title: title, id: id, isSingleInstance: false, defaultSize: defaultSize,
                makeRootView: { [content] in AnyView(SceneContent(content: content)) })
        ]
    }
}
