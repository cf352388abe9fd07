import CGtkShim

/// The container behind the gesture modifiers: a `GtkEventBox` without a visible window, so its
/// input window lies under the content's own windows and a button inside still takes its
/// clicks, holding the GTK gesture objects that recognise the gesture.
struct GestureBox<Content: View, G: Gesture>: EventBoxWrapper {
    let content: Content
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority

    /// The events GTK's gestures need the box to select: presses, moves with a button down,
    /// touches and touchpad pinches.
    private static var events: Int32 {
        Int32(
            GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_BUTTON_MOTION_MASK.rawValue
                | GDK_POINTER_MOTION_MASK.rawValue | GDK_TOUCH_MASK.rawValue | GDK_TOUCHPAD_GESTURE_MASK.rawValue)
    }

    /// Creates the event box and, unless the mask leaves the gesture out, its recognisers.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        gtk_widget_add_events(box.cast(), Self.events)
        context.coordinator.attachment = GestureAttachment(
            box: box.cast(), environment: context.environment, connections: context.connections, priority: priority)
        apply(to: box, coordinator: context.coordinator)
        return box
    }

    /// Passes the gesture's new closures to its nodes.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.attachment?.environment = context.environment
        apply(to: box, coordinator: context.coordinator)
    }

    /// Stops the nodes before the box goes: no callback runs after the view is removed, even in
    /// the middle of a drag.
    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkEventBox>, coordinator: GestureCoordinator) {
        coordinator.stop()
    }

    /// Inside a simultaneous gesture, the content's gestures do not claim the sequence, so that
    /// GTK does not deny it to the simultaneous one.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        if priority == .simultaneous { environment.gesturesClaimSequence = false }
    }

    /// Holds the mounted gesture tree.
    func makeCoordinator() -> GestureCoordinator { GestureCoordinator() }

    private func apply(to box: UnsafeMutablePointer<GtkEventBox>, coordinator: GestureCoordinator) {
        // Without `.subviews`, the box's input window goes above the content's, so nothing
        // inside sees the pointer.
        let above: gboolean = mask.contains(.subviews) ? 0 : 1
        if gtk_event_box_get_above_child(box) != above { gtk_event_box_set_above_child(box, above) }
        guard let attachment = coordinator.attachment else { return }
        guard mask.contains(.gesture) else {
            coordinator.root?.detach()
            coordinator.root = nil
            return
        }
        let primitive = primitive(gesture)
        if let root = coordinator.root {
            primitive.update(root, in: attachment)
        } else {
            coordinator.root = primitive.makeNode(in: attachment)
        }
    }
}
