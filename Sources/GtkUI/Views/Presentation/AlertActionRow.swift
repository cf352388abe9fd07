import CGtkShim

/// An alert's button row: a box that closes the alert after any button in it was clicked, once
/// the button's own action ran.
struct AlertActionRow<Content: View>: GtkContainerRepresentable {
    let content: Content
    let close: @MainActor () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(close: close) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!.cast()
        gtk_box_set_homogeneous(box, 1)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.close = close
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_box_pack_start(box, child, 1, 1, 0)
        if !placement.isAtEnd { gtk_box_reorder_child(box, child, Int32(placement.index)) }
        guard child.isInstance(of: gtk_button_get_type()) else { return }
        let coordinator = context.coordinator
        // After the button's own handler, so its action runs before the alert closes.
        coordinator.clicks[child] = Signals.connect(child, "clicked", after: true) { _ in coordinator.close() }
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        context.coordinator.clicks.removeValue(forKey: child)?.disconnect()
        gtk_container_remove(box.cast(), child)
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: Coordinator) {
        coordinator.clicks.values.forEach { $0.disconnect() }
        coordinator.clicks.removeAll()
    }

    /// The close action and the click connections, one per button.
    final class Coordinator {
        var close: @MainActor () -> Void
        var clicks: [WidgetPointer: SignalConnection] = [:]
        init(close: @escaping @MainActor () -> Void) { self.close = close }
    }
}
