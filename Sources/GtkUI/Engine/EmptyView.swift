/// A view that shows nothing and creates no widget.
public struct EmptyView: View {
    /// Creates an empty view.
    nonisolated public init() {}
}

extension EmptyView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TupleNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}
