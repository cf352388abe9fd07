import Foundation
import Observation

/// Mounts a view defined by its `body`: keeps its dynamic-property storage, evaluates the body
/// when an input or something it read changed, and reconciles the result as its one child.
final class CompositeNode<V: View>: ViewNode {
    private var view: V
    private let info: ViewTypeInfo
    private var storage = DynamicPropertyStorage()
    private var child: ViewNode?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        self.view = view
        info = ViewTypeInfo.of(view)
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(V.self))
        storage.link(view, info: info, node: self)
        evaluate()
    }

    override func update(with newView: any View, environment: EnvironmentValues) {
        guard let newView = newView as? V else { return }
        apply(newView, environment: environment)
    }

    override func update<T: View>(typed newView: T, environment: EnvironmentValues) {
        guard let newView = ViewTypeInfo.same(newView, as: V.self) else {
            return update(with: newView, environment: environment)
        }
        apply(newView, environment: environment)
    }

    private func apply(_ newView: V, environment: EnvironmentValues) {
        var candidate = newView
        let environmentChanged = environment.identity != self.environment.identity
        if environmentChanged { self.environment = environment }
        if !isDirty && info.inputsEqual(&view, &candidate) {
            // Same inputs: skip the body unless it reads the changed environment.
            if environmentChanged {
                if info.readsEnvironment {
                    evaluate()
                } else {
                    child?.environmentDidChange(childEnvironment)
                }
            }
            return
        }
        view = newView
        storage.link(newView, info: info, node: self)
        evaluate()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        if info.readsEnvironment {
            evaluate()
        } else {
            child?.environmentDidChange(childEnvironment)
        }
    }

    override func rebuild() {
        guard isDirty else { return }
        evaluate()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    private func evaluate() {
        isDirty = false
        Diagnostics.bodyEvaluations.increment()
        let body = tracked { view.body }
        child = reconcile(child, with: body)
    }
}
