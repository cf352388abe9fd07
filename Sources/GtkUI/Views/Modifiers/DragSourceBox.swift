import CGtkShim

/// The container behind `.draggable`: a `GtkEventBox` without a visible window that is a GTK drag
/// source for its payload's targets, and fills in the payload when a drop asks for it.
struct DragSourceBox<Content: View, Payload: Transferable>: EventBoxWrapper {
    let content: Content
    let payload: @MainActor () -> Payload

    func makeCoordinator() -> Coordinator { Coordinator(payload: payload) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        guard let targets = TransferTargets.targetList(for: Payload.self) else {
            Diagnostics.warn("GtkUI: draggable: GtkUI cannot transfer \(Payload.self); the view is not draggable")
            return box
        }
        gtk_drag_source_set(box.cast(), GDK_BUTTON1_MASK, nil, 0, GDK_ACTION_COPY)
        gtk_drag_source_set_target_list(box.cast(), targets)
        gtk_target_list_unref(targets)
        let coordinator = context.coordinator
        // The payload is made when a destination asks for it, as SwiftUI's autoclosure is.
        context.connect(box, "drag-data-get") { arguments in
            guard let data = arguments[2].pointer.map(OpaquePointer.init), let info = arguments[3].int else { return }
            TransferTargets.write(coordinator.payload(), info: guint(truncatingIfNeeded: info), to: data)
        }
        return box
    }

    /// Keeps the latest payload.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.payload = payload
    }

    /// Holds the latest payload.
    @MainActor
    final class Coordinator {
        var payload: @MainActor () -> Payload
        init(payload: @escaping @MainActor () -> Payload) { self.payload = payload }
    }
}
