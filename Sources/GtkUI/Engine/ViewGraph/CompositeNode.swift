/// Mounts a view defined by its `body`: keeps its dynamic-property storage, evaluates the body
/// when an input or something it read changed, and reconciles the result as its one child.
final class CompositeNode<V: View>: TypedViewNode<V> {
    private var child: ViewNode?
    /// Moves the data of a view of the user's that is `Animatable` through frames; nil for others.
    private var animatableInput: AnimatableInput<V>?

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        animatableInput = AnimatableInput.make(for: view)
        evaluate()
    }

    override func viewReceived(inputsChanged: Bool, environmentChanged: Bool) {
        if inputsChanged, let animatableInput {
            modifyView { animatableInput.receive(&$0, node: self) { [weak self] in self?.animationFrame() } }
        }
        if inputsChanged || (environmentChanged && info.readsEnvironment) {
            evaluate()
        } else if environmentChanged {
            // Same inputs and no environment reads: skip the body, pass the environment on.
            child?.environmentDidChange(childEnvironment)
        }
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

    // Direct, without the closure of the default: containers collect through every row.
    override func appendWidgets(to widgets: inout [MountedChild]) {
        child?.appendWidgets(to: &widgets)
    }

    override func didUnmount() {
        animatableInput?.stop()
    }

    /// One frame of an animated change of this view's animatable data.
    private func animationFrame() {
        guard isMounted, let animatableInput else { return }
        modifyView { animatableInput.present(&$0) }
        AnimatableInput<V>.evaluateFrame(in: graph) { evaluate() }
    }

    private func evaluate() {
        isDirty = false
        Diagnostics.bodyEvaluations.increment()
        let body = tracked { view.body }
        child = reconcile(child, with: body)
    }
}
