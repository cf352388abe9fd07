/// Several views side by side, as built by ``ViewBuilder`` from a block of statements.
public struct TupleView<each Content: View>: View {
    /// The views, in order.
    public let value: (repeat each Content)

    /// Groups the given views.
    public init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    var children: [any View] {
        var views: [any View] = []
        for view in repeat each value {
            views.append(view)
        }
        return views
    }
}

extension TupleView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TupleNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}
