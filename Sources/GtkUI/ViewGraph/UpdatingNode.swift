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
        super.init(graph: graph, parent: parent, environment: environment)
        storage.link(view, info: info, node: self)
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(V.self) }

    override func update(with newView: any View, environment: EnvironmentValues) {
        guard let newView = newView as? V else { return }
        let environmentChanged = environment.identity != self.environment.identity
        self.environment = environment
        if !isDirty && !environmentChanged && info.inputsEqual(view, newView) { return }
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
