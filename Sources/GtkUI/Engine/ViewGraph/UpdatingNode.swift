/// A node whose view is applied imperatively (a widget or window representable): it keeps the
/// view value and its dynamic-property storage, and calls ``applyUpdate()`` when the inputs,
/// the environment, or something the last update read has changed.
class UpdatingNode<V: View>: TypedViewNode<V> {
    override func viewReceived(inputsChanged: Bool, environmentChanged: Bool) {
        guard inputsChanged || environmentChanged else { return }
        applyUpdate()
        viewDidChange()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        applyUpdate()
        DeepStack.run { forEachChild { $0.environmentDidChange(childEnvironment) } }
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
