/// A scene of windows that show the same content: the app opens one at launch (the first group
/// only), and more with `@Environment(\.openWindow)` when the group has an id.
public struct WindowGroup<Content: View>: Scene, WindowGroupProvider {
    let title: String
    let id: String?
    let content: () -> Content
    var defaultSize: (width: Int, height: Int)?

    /// A group of windows titled `title`, optionally with an `id` for ``OpenWindowAction``.
    public init(_ title: some StringProtocol, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
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
            AnyWindowGroup(title: title, id: id) { application, environment in
                let window = HostingWindow(
                    rootView: AnyView(content()), application: application, environment: environment)
                window.title = title
                if let size = defaultSize { window.setDefaultSize(width: size.width, height: size.height) }
                return window
            }
        ]
    }
}

/// A window group with its content type erased, as the app keeps it.
@MainActor
struct AnyWindowGroup {
    let title: String
    let id: String?
    let makeWindow: (UnsafeMutablePointer<GtkApplication>?, EnvironmentValues) -> HostingWindow<AnyView>
}
