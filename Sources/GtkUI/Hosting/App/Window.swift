/// A scene of one unique window: `Window("About", id: "about") { AboutView() }`.
///
/// `openWindow(id:)` opens it, or brings the open window to the front. As the first scene of
/// an app it opens at launch.
public struct Window<Content: View> {
    let title: String
    let id: String
    let content: () -> Content
    var defaultSize: (width: Int, height: Int)?

    /// A window titled `title`, opened by `openWindow(id: id)`.
    nonisolated public init(_ title: some StringProtocol, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }

    /// The size the window opens with, in pixels.
    nonisolated public func defaultSize(width: Int, height: Int) -> some Scene {
        var window = self
        window.defaultSize = (width, height)
        return window
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializers are nonisolated, as in SwiftUI.
@MainActor
extension Window: PrimitiveScene, WindowGroupProvider {
    var windowGroups: [AnyWindowGroup] {
        [
            AnyWindowGroup(
                title: title, id: id, isSingleInstance: true, defaultSize: defaultSize,
                makeRootView: { [content] in AnyView(SceneContent(content: content)) })
        ]
    }
}
