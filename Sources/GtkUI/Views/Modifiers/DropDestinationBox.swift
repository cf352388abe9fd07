import CGtkShim
import Foundation

/// The container behind `.dropDestination`: a `GtkEventBox` without a visible window that takes
/// drops of its payload type's targets, highlighted while a drag it accepts is over it.
struct DropDestinationBox<Content: View, Payload: Transferable>: EventBoxWrapper {
    let content: Content
    let action: @MainActor ([Payload], CGPoint) -> Bool
    let isTargeted: @MainActor (Bool) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(action: action, isTargeted: isTargeted) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        let targets = TransferTargets.targetList(for: Payload.self)
        if targets == nil {
            Diagnostics.warn("GtkUI: dropDestination: GtkUI cannot transfer \(Payload.self); every drop is refused")
        }
        // GTK answers drags with the action and the highlight; the drop itself is ours, so that
        // the action's answer is the drop's outcome.
        let flags = GtkDestDefaults(GTK_DEST_DEFAULT_MOTION.rawValue | GTK_DEST_DEFAULT_HIGHLIGHT.rawValue)
        gtk_drag_dest_set(
            box.cast(), flags, nil, 0,
            GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue | GDK_ACTION_LINK.rawValue))
        gtk_drag_dest_set_target_list(box.cast(), targets)
        if let targets { gtk_target_list_unref(targets) }
        let coordinator = context.coordinator
        // GTK emits drag-motion only for drags it accepts.
        context.connect(
            box, "drag-motion",
            returning: { _ in
                coordinator.setTargeted(true)
                return false
            })
        context.connect(box, "drag-leave") { _ in coordinator.setTargeted(false) }
        context.connect(
            box, "drag-drop",
            returning: { arguments in
                guard let dragContext = arguments[1].pointer.map(OpaquePointer.init),
                    let time = arguments[4].int
                else { return false }
                let target = gtk_drag_dest_find_target(box.cast(), dragContext, nil)
                if target == nil {
                    gtk_drag_finish(dragContext, 0, 0, guint32(truncatingIfNeeded: time))
                } else {
                    gtk_drag_get_data(box.cast(), dragContext, target, guint32(truncatingIfNeeded: time))
                }
                return true
            })
        context.connect(box, "drag-data-received") { arguments in
            coordinator.received(arguments)
        }
        return box
    }

    /// Keeps the latest closures.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.action = action
        context.coordinator.isTargeted = isTargeted
    }

    /// Turns GTK's drag signals into the view's closures.
    @MainActor
    final class Coordinator {
        var action: @MainActor ([Payload], CGPoint) -> Bool
        var isTargeted: @MainActor (Bool) -> Void
        /// Whether a drag is over the view, so each change is reported once.
        private var targeted = false

        init(action: @escaping @MainActor ([Payload], CGPoint) -> Bool, isTargeted: @escaping @MainActor (Bool) -> Void)
        {
            self.action = action
            self.isTargeted = isTargeted
        }

        func setTargeted(_ value: Bool) {
            guard value != targeted else { return }
            targeted = value
            isTargeted(value)
        }

        /// Runs the action with the dropped values; data of another type is refused without it.
        /// Arguments: the widget, the drag context, x, y, the selection data, info, time.
        func received(_ arguments: SignalArguments) {
            setTargeted(false)
            var accepted = false
            if let data = arguments[4].pointer.map(OpaquePointer.init), let info = arguments[5].int {
                let values = TransferTargets.read(Payload.self, info: guint(truncatingIfNeeded: info), from: data)
                if !values.isEmpty {
                    let location = CGPoint(x: arguments[2].int ?? 0, y: arguments[3].int ?? 0)
                    accepted = action(values, location)
                }
            }
            if let dragContext = arguments[1].pointer.map(OpaquePointer.init), let time = arguments[6].int {
                gtk_drag_finish(dragContext, accepted ? 1 : 0, 0, guint32(truncatingIfNeeded: time))
            }
        }
    }
}
