/// A node that mounts one view type: it keeps the view value and its dynamic-property storage,
/// and tells its subclass whether a new value brought new inputs or a new environment.
class TypedViewNode<V: View>: ViewNode {
    /// The value last received; nil after ``releaseHeldValue()`` until the next one.
    private var heldView: V?
    /// The value last received. Only nodes that can release it (``canReleaseHeldValue``) must
    /// check ``isViewReleased`` before reading it outside an update.
    var view: V {
        guard let heldView else { preconditionFailure("GtkUI: \(V.self)'s view was read after it was released") }
        return heldView
    }
    /// Whether the value was let go of (see ``ViewGraph/releaseValues(below:)``).
    var isViewReleased: Bool { heldView == nil }
    let info: ViewTypeInfo
    /// Internal so that a recycled lazy row can swap it (see `RowStateVault`).
    var storage = DynamicPropertyStorage()

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        heldView = view
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

    override func releaseHeldValue() {
        heldView = nil
    }

    /// Changes the kept value in place (an animation puts the data of a frame in).
    func modifyView(_ change: (inout V) -> Void) {
        guard var value = heldView else { return }
        heldView = nil
        change(&value)
        heldView = value
    }

    /// Called for every new value: `inputsChanged` when it differs from the kept one (or the node
    /// was invalidated), `environmentChanged` when the environment is new.
    func viewReceived(inputsChanged: Bool, environmentChanged: Bool) {}

    private func receive(_ newView: V, environment: EnvironmentValues) {
        var candidate = newView
        let environmentChanged = environment.identity != self.environment.identity
        if environmentChanged { self.environment = environment }
        var inputsChanged = true
        if !isDirty, var previous = heldView {
            // Moved out and back, so that the comparison copies nothing.
            heldView = nil
            inputsChanged = !info.inputsEqual(&previous, &candidate)
            heldView = previous
        }
        if inputsChanged {
            heldView = newView
            storage.link(newView, info: info, node: self)
        }
        viewReceived(inputsChanged: inputsChanged, environmentChanged: environmentChanged)
    }
}
