/// A view, or a modifier, with a modifier applied to it: what ``View/modifier(_:)`` and
/// ``ViewModifier/concat(_:)`` return.
///
/// It is a `View` when `Content` is a view and `Modifier` a ``ViewModifier``, and a
/// `ViewModifier` when both parts are modifiers (the first applied first).
public struct ModifiedContent<Content, Modifier> {
    /// The view or modifier that `modifier` changes.
    public var content: Content
    /// The modifier applied to `content`.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Mounted by GtkUI itself; it has no body of its own.
    public typealias Body = Never
}

extension ModifiedContent: BuiltinView where Content: View, Modifier: ViewModifier {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ModifierNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies the first modifier to `content`, then the second.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}
