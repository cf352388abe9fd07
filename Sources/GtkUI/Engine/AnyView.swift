/// A type-erased view. A change of the wrapped view's type replaces the subtree.
public struct AnyView {
    let wrapped: any View

    /// Erases the type of `view`.
    nonisolated public init<Content: View>(_ view: Content) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }

    /// Erases the type of any view value.
    nonisolated public init(erasing view: any View) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }
}

// View in an extension, so that the type is not main-actor isolated and ViewBuilder builds it anywhere.
extension AnyView: View {}

extension AnyView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SlotNode(graph: graph, parent: parent, environment: environment, slot: self)
    }
}
