/// What the views of one GTK window publish with `.focusedValue` and `.focusedSceneValue`, and
/// which of it counts now: scene values always, focused values while the window's focus widget
/// is inside the view that publishes them. Each host in the window hands over its content's
/// publications, read as the preference ``FocusedValuesKey`` at its root.
@MainActor
final class WindowFocusedValues {
    /// The window; borrowed: this object is forgotten when the window is destroyed.
    let window: WidgetPointer
    /// Each host's publications, in view order, with the order in which the hosts first published.
    private var publications: [ObjectIdentifier: (order: Int, publications: [FocusedValuePublication])] = [:]
    private var nextOrder = 0
    private(set) var isActive: Bool

    init(window: WidgetPointer) {
        self.window = window
        isActive = gtk_window_is_active(window.cast()) != 0
        // The connections belong to the window and end with it.
        Signals.connect(window, "set-focus", after: true) { [weak self] _ in self?.changed() }
        Signals.connect(window, "notify::is-active") { [weak self] _ in
            guard let self else { return }
            isActive = gtk_window_is_active(self.window.cast()) != 0
            changed()
        }
        Signals.connect(window, "destroy") { [weak self] _ in
            guard let self else { return }
            FocusedValuesCenter.shared.windowDidClose(self)
        }
    }

    /// Publishes or replaces the values of the host `publisher`.
    func publish(_ hostPublications: [FocusedValuePublication], from publisher: ObjectIdentifier) {
        let order = publications[publisher]?.order ?? nextOrder
        if order == nextOrder { nextOrder += 1 }
        publications[publisher] = (order, hostPublications)
        changed()
    }

    /// Withdraws the values of the host `publisher`.
    func withdraw(_ publisher: ObjectIdentifier) {
        guard publications.removeValue(forKey: publisher) != nil else { return }
        changed()
    }

    /// The values that count now.
    var values: FocusedValues {
        let focus = gtk_window_get_focus(window.cast())
        var values = FocusedValues()
        for (_, hostPublications) in publications.values.sorted(by: { $0.order < $1.order }) {
            for publication in hostPublications {
                guard publication.isScene || focus.map({ Self.contains(publication.source?.widgets ?? [], $0) }) == true
                else { continue }
                publication.write(&values)
            }
        }
        return values
    }

    private static func contains(_ widgets: [WidgetPointer], _ focus: WidgetPointer) -> Bool {
        widgets.contains { $0 == focus || gtk_widget_is_ancestor(focus, $0) != 0 }
    }

    private func changed() {
        FocusedValuesCenter.shared.windowDidChange(self)
    }
}
