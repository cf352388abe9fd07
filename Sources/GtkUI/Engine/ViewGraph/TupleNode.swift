/// Mounts a fixed sequence of child views by position (a `TupleView` or `EmptyView`).
final class TupleNode: ViewNode {
    private var children: [ViewNode] = []

    // A tuple's type fixes its arity, so positions always line up on update.
    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: any TupleViewProtocol) {
        super.init(
            graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Swift.type(of: view)))
        children = view.childViews.map { graph.makeNode(for: $0, parent: self, environment: environment) }
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        self.environment = environment
        guard let views = (view as? any TupleViewProtocol)?.childViews, views.count == children.count else { return }
        for index in children.indices {
            children[index] = reconcile(children[index], with: views[index])
        }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach(body)
    }

    // A tuple keeps no value of its own.
    override var canReleaseHeldValue: Bool { true }
}

/// Lets the engine read a tuple's children without knowing its arity.
@MainActor
protocol TupleViewProtocol: View {
    var childViews: [any View] { get }
}

extension TupleView: TupleViewProtocol {
    var childViews: [any View] { children }
}

extension EmptyView: TupleViewProtocol {
    var childViews: [any View] { [] }
}
