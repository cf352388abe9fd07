/// Mounts a view with a ``ViewModifier`` of the user's: it keeps the modifier's dynamic-property
/// storage, as ``CompositeNode`` keeps a view's, and evaluates `body(content:)` only when the
/// modifier's value or something the body read changed. The modified view travels separately,
/// through a ``ModifierContentSource`` that the body's `content` placeholders mount, so a new
/// content alone updates the content in place without evaluating the body.
final class ModifierNode<Content: View, Modifier: ViewModifier>: ViewNode {
    private var modifier: Modifier
    private let info: ViewTypeInfo
    private var storage = DynamicPropertyStorage()
    private let source: TypedModifierContentSource<Content>
    private var child: ViewNode?
    /// Moves the data of a modifier that is `Animatable` through frames; nil for others.
    private var animatableInput: AnimatableInput<Modifier>?

    init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        view: ModifiedContent<Content, Modifier>
    ) {
        modifier = view.modifier
        info = ViewTypeInfo.of(view.modifier)
        source = TypedModifierContentSource(content: view.content)
        super.init(
            graph: graph, parent: parent, environment: environment,
            viewType: ObjectIdentifier(ModifiedContent<Content, Modifier>.self))
        storage.link(modifier, info: info, node: self)
        animatableInput = AnimatableInput.make(for: modifier)
        evaluate()
        source.warnIfUnused(by: Modifier.self, bodyType: Modifier.Body.self)
    }

    override var viewTypeName: String { String(describing: Modifier.self) }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let view = view as? ModifiedContent<Content, Modifier> else { return }
        receive(view, environment: environment)
    }

    override func update<T: View>(typed view: T, environment: EnvironmentValues) {
        guard let view = ViewTypeInfo.same(view, as: ModifiedContent<Content, Modifier>.self) else {
            return update(with: view, environment: environment)
        }
        receive(view, environment: environment)
    }

    private func receive(_ view: ModifiedContent<Content, Modifier>, environment: EnvironmentValues) {
        let environmentChanged = environment.identity != self.environment.identity
        if environmentChanged { self.environment = environment }
        var candidate = view.modifier
        let modifierChanged = isDirty || !info.inputsEqual(&modifier, &candidate)
        if modifierChanged {
            modifier = view.modifier
            storage.link(modifier, info: info, node: self)
            animatableInput?.receive(&modifier, node: self) { [weak self] in self?.animationFrame() }
        }
        source.content = view.content
        if modifierChanged || (environmentChanged && info.readsEnvironment) {
            evaluate()
        } else if environmentChanged {
            child?.environmentDidChange(childEnvironment)
        }
        // After the body, so placeholders it mounted just now already show this content.
        source.contentDidChange()
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

    override func appendWidgets(to widgets: inout [MountedChild]) {
        child?.appendWidgets(to: &widgets)
    }

    override func didUnmount() {
        animatableInput?.stop()
    }

    /// One frame of an animated change of the modifier's animatable data.
    private func animationFrame() {
        guard isMounted, let animatableInput else { return }
        animatableInput.present(&modifier)
        AnimatableInput<Modifier>.evaluateFrame(in: graph) { evaluate() }
    }

    private func evaluate() {
        isDirty = false
        Diagnostics.bodyEvaluations.increment()
        let placeholder = _ViewModifier_Content<Modifier>(source: source)
        let body = tracked { modifier.body(content: placeholder) }
        child = reconcile(child, typed: body)
    }
}
