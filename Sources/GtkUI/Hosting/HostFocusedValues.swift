/// The focused values of a host's content: the ``FocusedValuesKey`` value read at the host's
/// root, handed to the ``WindowFocusedValues`` of the window the host is in. The host may be put
/// in a window after mounting, or moved to another one: the values follow.
@MainActor
final class HostFocusedValues {
    /// The host's root widget; the host owns it and this object both.
    private let widget: WidgetPointer
    private var publications: [FocusedValuePublication] = []
    private weak var window: WindowFocusedValues?
    private var hierarchyConnection: SignalConnection?

    init(widget: WidgetPointer) {
        self.widget = widget
    }

    /// Publishes `publications`, the combined value of the content's focused-value modifiers.
    func show(_ publications: [FocusedValuePublication]) {
        self.publications = publications
        if hierarchyConnection == nil, !publications.isEmpty {
            hierarchyConnection = Signals.connect(widget, "hierarchy-changed") { [weak self] _ in self?.publish() }
        }
        publish()
    }

    /// Withdraws everything, for a host whose content goes away.
    func end() {
        hierarchyConnection?.disconnect()
        hierarchyConnection = nil
        publications = []
        window?.withdraw(ObjectIdentifier(self))
        window = nil
    }

    private func publish() {
        let toplevel = gtk_widget_get_toplevel(widget)
        guard let toplevel, gtk_widget_is_toplevel(toplevel) != 0, toplevel.isInstance(of: gtk_window_get_type()),
            !publications.isEmpty
        else {
            window?.withdraw(ObjectIdentifier(self))
            window = nil
            return
        }
        let target = FocusedValuesCenter.shared.values(of: toplevel)
        if target !== window { window?.withdraw(ObjectIdentifier(self)) }
        window = target
        target.publish(publications, from: ObjectIdentifier(self))
    }
}
