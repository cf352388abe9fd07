/// A view whose identity is an explicit id: a new id replaces the subtree and resets its state.
struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
}

extension IDView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SlotNode(graph: graph, parent: parent, environment: environment, slot: self)
    }
}

extension View {
    /// Gives this view an explicit identity. When `id` changes, the view is replaced: its state is
    /// reset and its widgets are created anew.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}
