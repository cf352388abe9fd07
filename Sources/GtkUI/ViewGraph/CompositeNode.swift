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
        super.init(graph: graph, parent: parent, environment: environment)
        storage.link(view, info: info, node: self)
        evaluate()
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(V.self) }

    override func update(with newView: any View, environment: EnvironmentValues) {
        guard let newView = newView as? V else { return }
        let environmentChanged = environment.identity != self.environment.identity
        self.environment = environment
        if !isDirty && info.inputsEqual(view, newView) {
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
