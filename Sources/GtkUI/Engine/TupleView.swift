/// Several views side by side, as built by ``ViewBuilder`` from a block of statements.
public struct TupleView<each Content: View> {
    /// The views, in order.
    public let value: (repeat each Content)

    /// Groups the given views.
    nonisolated public init(_ content: repeat each Content) {
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

// View in an extension, so that the type is not main-actor isolated and ViewBuilder builds it anywhere.
extension TupleView: View {}

extension TupleView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TupleNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}
