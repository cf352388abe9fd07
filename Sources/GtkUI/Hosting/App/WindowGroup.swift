/// A scene of windows that show the same content: the app opens one at launch (the first scene
/// only), and more with `@Environment(\.openWindow)` when the group has an id.
///
/// The content closure is evaluated like a view body: state of the ``App`` that it reads
/// updates the open windows. A title built from state (`WindowGroup("Count \(count)")`)
/// retitles them.
///
/// Its initializers are nonisolated, as SwiftUI's: a scene can be made outside the main actor,
/// and its content is evaluated on it.
public struct WindowGroup<Content: View> {
    let title: String?
    let id: String?
    /// The content of a window opened without a value; nil for a group made with `for:`.
    let content: (() -> Content)?
    var defaultSize: (width: Int, height: Int)?
    /// Set by the `for:` initializers: what the group's windows need to show a value.
    private let valueScene: (any PresentedValueScene)?

    /// A group of windows titled `title`, optionally with an `id` for ``OpenWindowAction``.
    nonisolated public init(
        _ title: some StringProtocol, id: String? = nil, @ViewBuilder content: @escaping () -> Content
    ) {
        self.title = String(title)
        self.id = id
        self.content = content
        valueScene = nil
    }

    /// A group of windows titled with the app's name (its type name), optionally with an `id`.
    nonisolated public init(id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = id
        self.content = content
        valueScene = nil
    }

    /// A group of windows that each show a value, opened with `openWindow(value:)`; opening a
    /// value that an open window shows brings that window to the front. The value is kept in
    /// memory while the window is open: unlike SwiftUI, it need not be `Codable`, and it is not
    /// restored at the next launch.
    public init<Value: Hashable, C: View>(
        _ title: some StringProtocol, id: String? = nil, for type: Value.Type,
        @ViewBuilder content: @escaping (Binding<Value?>) -> C
    ) where Content == PresentedWindowContent<Value, C> {
        self.init(title: String(title), id: id, for: type, content: content)
    }

    /// A group of windows that each show a value, titled with the app's name; see
    /// ``init(_:id:for:content:)``.
    public init<Value: Hashable, C: View>(
        id: String? = nil, for type: Value.Type, @ViewBuilder content: @escaping (Binding<Value?>) -> C
    ) where Content == PresentedWindowContent<Value, C> {
        self.init(title: nil, id: id, for: type, content: content)
    }

    nonisolated private init<Value: Hashable, C: View>(
        title: String?, id: String?, for type: Value.Type, content: @escaping (Binding<Value?>) -> C
    ) where Content == PresentedWindowContent<Value, C> {
        self.title = title
        self.id = id
        self.content = nil
        valueScene = ValueWindowContent(content: content)
    }

    /// The size new windows of this group open with, in pixels.
    nonisolated public func defaultSize(width: Int, height: Int) -> some Scene {
        var group = self
        group.defaultSize = (width, height)
        return group
    }

}

// The scene conformance in an extension, so that the type is not main-actor isolated and its
// initializers are nonisolated, as in SwiftUI.
@MainActor
extension WindowGroup: PrimitiveScene, WindowGroupProvider {
    var windowGroups: [AnyWindowGroup] {
        var group = AnyWindowGroup(
            title: title, id: id, isSingleInstance: false, defaultSize: defaultSize,
            makeRootView: { [content, valueScene] in
                if let content { return AnyView(SceneContent(content: content)) }
                // Opened without a value (`openWindow(id:)`, or as the first scene), a window shows nil.
                guard let valueScene else { return AnyView(EmptyView()) }
                return valueScene.rootView(box: valueScene.box(nil))
            })
        if let valueScene {
            group.valueType = valueScene.valueType
            group.makeValueBox = valueScene.box
            group.makeValueRootView = valueScene.rootView
        }
        return [group]
    }
}
