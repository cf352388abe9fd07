import CGtkShim

/// The button row of an alert or a confirmation dialog: a box that closes the dialog after any
/// button in it was clicked, once the button's own action ran. A confirmation dialog's row
/// (`providesCancel`) also holds a "Cancel" button of its own at its start while none of the
/// actions has the ``ButtonRole/cancel`` role.
struct AlertActionRow<Content: View>: GtkContainerRepresentable {
    let content: Content
    let close: @MainActor () -> Void
    var providesCancel = false

    func makeCoordinator() -> Coordinator { Coordinator(close: close) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!.cast()
        gtk_box_set_homogeneous(box, 1)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.close = close
        syncCancelButton(in: box, coordinator: context.coordinator)
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        let coordinator = context.coordinator
        gtk_box_pack_start(box, child, 1, 1, 0)
        // Indices count the actions only; the own Cancel button, when there, sits before them.
        let offset: Int32 = coordinator.cancelButton == nil ? 0 : 1
        if !placement.isAtEnd { gtk_box_reorder_child(box, child, Int32(placement.index) + offset) }
        if child.isInstance(of: gtk_button_get_type()) {
            // After the button's own handler, so its action runs before the dialog closes.
            coordinator.clicks[child] = Signals.connect(child, "clicked", after: true) { _ in coordinator.close() }
        }
        syncCancelButton(in: box, coordinator: coordinator)
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.clicks.removeValue(forKey: child)?.disconnect()
        gtk_container_remove(box.cast(), child)
        syncCancelButton(in: box, coordinator: context.coordinator)
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: Coordinator) {
        coordinator.clicks.values.forEach { $0.disconnect() }
        coordinator.clicks.removeAll()
        coordinator.cancelClick?.disconnect()
        coordinator.cancelClick = nil
        coordinator.cancelButton = nil
    }

    /// Adds the own Cancel button while no action is a cancel button, and takes it out when one is.
    private func syncCancelButton(in box: UnsafeMutablePointer<GtkBox>, coordinator: Coordinator) {
        guard providesCancel else { return }
        let hasCancel = coordinator.clicks.keys.contains { ButtonRoleMark.role(of: $0) == .cancel }
        if hasCancel, let own = coordinator.cancelButton {
            coordinator.cancelClick?.disconnect()
            coordinator.cancelClick = nil
            coordinator.cancelButton = nil
            gtk_container_remove(box.cast(), own)
        } else if !hasCancel && coordinator.cancelButton == nil {
            // The box keeps the button alive; the coordinator borrows it while it is in the box.
            let own = gtk_button_new_with_label("Cancel")!
            gtk_box_pack_start(box, own, 1, 1, 0)
            gtk_box_reorder_child(box, own, 0)
            gtk_widget_show(own)
            coordinator.cancelButton = own
            coordinator.cancelClick = Signals.connect(own, "clicked") { _ in coordinator.close() }
        }
    }

    /// The close action, the click connections (one per action button) and the own Cancel button.
    final class Coordinator {
        var close: @MainActor () -> Void
        var clicks: [WidgetPointer: SignalConnection] = [:]
        var cancelButton: WidgetPointer?
        var cancelClick: SignalConnection?
        init(close: @escaping @MainActor () -> Void) { self.close = close }
    }
}
