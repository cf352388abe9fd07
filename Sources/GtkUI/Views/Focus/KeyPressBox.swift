import CGtkShim

/// The container behind `.onKeyPress`: a `GtkEventBox` without a window of its own. GTK emits a
/// key event on the focus widget and then on each container up to the window until one handles
/// it, so the box sees the keys of the focused view inside it, after that view.
struct KeyPressBox<Content: View>: EventBoxWrapper {
    let content: Content
    let handler: KeyPressHandler

    /// Creates the box and connects its key events.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        let coordinator = context.coordinator
        context.connect(box, "key-press-event", returning: { arguments in coordinator.key(arguments, down: true) })
        context.connect(box, "key-release-event", returning: { arguments in coordinator.key(arguments, down: false) })
        return box
    }

    /// Keeps the handler current.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.handler = handler
    }

    /// Holds the latest handler and the keys held down.
    func makeCoordinator() -> Coordinator { Coordinator(handler: handler) }

    /// Turns GDK key events into key presses for the handler.
    final class Coordinator {
        /// The action and what it takes.
        var handler: KeyPressHandler
        /// Keys down now: a press of a key already down is a repeat (GDK 3 does not mark them).
        private var down: Set<guint> = []

        init(handler: KeyPressHandler) { self.handler = handler }

        /// Runs the handler for a key event; true when it handled it.
        @MainActor
        func key(_ arguments: SignalArguments, down isDown: Bool) -> Bool {
            guard let event = arguments[1].pointer(to: GdkEventKey.self) else { return false }
            let keyval = event.pointee.keyval
            let phase: KeyPress.Phases
            if isDown {
                phase = down.insert(keyval).inserted ? .down : .repeat
            } else {
                down.remove(keyval)
                phase = .up
            }
            let press = KeyPress(event: UnsafePointer(event), phase: phase)
            guard handler.accepts(press) else { return false }
            return handler.action(press) == .handled
        }
    }
}
