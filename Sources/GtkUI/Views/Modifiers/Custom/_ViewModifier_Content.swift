/// The placeholder for the view a ``ViewModifier`` is applied to: the `Content` of its
/// ``ViewModifier/body(content:)``. Use it in the body as you would the view itself.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Where the modified view comes from: the node that mounts the modifier.
    let source: ModifierContentSource

    /// Mounted by GtkUI itself; it has no body of its own.
    public typealias Body = Never
}

extension _ViewModifier_Content: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ModifierContentNode(
            graph: graph, parent: parent, environment: environment, source: source,
            viewType: ObjectIdentifier(Self.self))
    }
}
