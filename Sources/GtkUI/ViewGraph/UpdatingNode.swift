/// A node whose view is applied imperatively (a widget or window representable): it keeps the
/// view value and its dynamic-property storage, and calls ``applyUpdate()`` when the inputs,
/// the environment, or something the last update read has changed.
class UpdatingNode<V: View>: ViewNode {
    private(set) var view: V
    private let info: ViewTypeInfo
    private var storage = DynamicPropertyStorage()

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        self.view = view
        info = ViewTypeInfo.of(view)
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(V.self))
        storage.link(view, info: info, node: self)
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
        if !isDirty && !environmentChanged && info.inputsEqual(&view, &candidate) { return }
        view = newView
        storage.link(newView, info: info, node: self)
        applyUpdate()
        viewDidChange()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        applyUpdate()
        forEachChild { $0.environmentDidChange(childEnvironment) }
    }

    override func rebuild() {
        guard isDirty else { return }
        applyUpdate()
    }

    /// Applies the current view to GTK; subclasses call the representable's update here.
    func applyUpdate() { isDirty = false }

    /// Called after an update with a new view value; containers reconcile their content here.
    func viewDidChange() {}
}
