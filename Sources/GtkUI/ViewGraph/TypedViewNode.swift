/// A node that mounts one view type: it keeps the view value and its dynamic-property storage,
/// and tells its subclass whether a new value brought new inputs or a new environment.
class TypedViewNode<V: View>: ViewNode {
    private(set) var view: V
    let info: ViewTypeInfo
    /// Internal so that a recycled lazy row can swap it (see `RowStateVault`).
    var storage = DynamicPropertyStorage()

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        self.view = view
        info = ViewTypeInfo.of(view)
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(V.self))
        storage.link(view, info: info, node: self)
    }

    override func update(with newView: any View, environment: EnvironmentValues) {
        guard let newView = newView as? V else { return }
        receive(newView, environment: environment)
    }

    override func update<T: View>(typed newView: T, environment: EnvironmentValues) {
        guard let newView = ViewTypeInfo.same(newView, as: V.self) else {
            return update(with: newView, environment: environment)
        }
        receive(newView, environment: environment)
    }

    override var viewTypeName: String { String(describing: V.self) }

    /// Called for every new value: `inputsChanged` when it differs from the kept one (or the node
    /// was invalidated), `environmentChanged` when the environment is new.
    func viewReceived(inputsChanged: Bool, environmentChanged: Bool) {}

    private func receive(_ newView: V, environment: EnvironmentValues) {
        var candidate = newView
        let environmentChanged = environment.identity != self.environment.identity
        if environmentChanged { self.environment = environment }
        let inputsChanged = isDirty || !info.inputsEqual(&view, &candidate)
        if inputsChanged {
            view = newView
            storage.link(newView, info: info, node: self)
        }
        viewReceived(inputsChanged: inputsChanged, environmentChanged: environmentChanged)
    }
}
