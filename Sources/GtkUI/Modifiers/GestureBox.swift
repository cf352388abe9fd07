import CGtkShim

/// A view that runs an action on a gesture over its content.
struct GestureView<Content: View>: View {
    let content: Content
    let kind: GestureKind
    /// Runs once per recognised gesture; with `true`, or for hover with whether the pointer is inside.
    let action: @MainActor (Bool) -> Void
}

extension GestureView: PrimitiveContainerView {
    var representable: GestureBox<Content> { GestureBox(content: content, kind: kind, action: action) }
}

/// The container behind the gesture modifiers: a `GtkEventBox` without a visible window, so its
/// input window lies under the content's own windows and a button inside still takes its clicks.
struct GestureBox<Content: View>: EventBoxWrapper {
    let content: Content
    let kind: GestureKind
    let action: @MainActor (Bool) -> Void

    /// The GObject data key under which the box holds its gesture (GTK 3 leaves gestures to their
    /// creator).
    private static var gestureKey: String { "gtkui-gesture" }

    /// Creates the event box and its recogniser; the kind of a mounted box never changes, since
    /// each modifier is its own view type.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        let coordinator = context.coordinator
        switch kind {
        case .tap(let count):
            let gesture = keep(gtk_gesture_multi_press_new(box.cast()), on: box)
            gtk_gesture_single_set_button(OpaquePointer(gesture), 1)
            // SwiftUI taps on release; GTK counts the presses of a multi-click in `n_press`.
            context.connect(gesture, "released") { arguments in
                if arguments[1].int == count { coordinator.action(true) }
            }
        case .longPress(let minimumDuration):
            let gesture = keep(gtk_gesture_long_press_new(box.cast()), on: box)
            gtk_gesture_single_set_button(OpaquePointer(gesture), 1)
            setDelayFactor(of: gesture, for: minimumDuration)
            context.connect(gesture, "pressed") { _ in coordinator.action(true) }
        case .hover:
            gtk_widget_add_events(box.cast(), Int32(GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
            context.connect(
                box, "enter-notify-event",
                returning: { arguments in
                    coordinator.crossed(arguments, inside: true)
                    return false
                })
            context.connect(
                box, "leave-notify-event",
                returning: { arguments in
                    coordinator.crossed(arguments, inside: false)
                    return false
                })
        }
        return box
    }

    /// Keeps the coordinator's action current.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.action = action
    }

    /// Holds the latest action, and for hover whether the pointer is inside.
    func makeCoordinator() -> Coordinator { Coordinator(action: action) }

    /// Hands the new gesture's reference to the box, and returns the gesture as a GObject.
    private func keep(_ gesture: OpaquePointer?, on box: UnsafeMutablePointer<GtkEventBox>)
        -> UnsafeMutablePointer<GObject>
    {
        let object = UnsafeMutablePointer<GObject>(gesture)!
        g_object_set_data_full(box.gObject, Self.gestureKey, object, g_object_unref)
        return object
    }

    /// GTK waits `gtk-long-press-time` (500 ms by default) times the delay factor, which it keeps
    /// within 0.5…2; durations outside that range are clamped to it.
    private func setDelayFactor(of gesture: UnsafeMutablePointer<GObject>, for duration: Double) {
        var milliseconds = GValue()
        g_value_init(&milliseconds, gtkui_type_int())
        g_object_get_property(gtk_settings_get_default()?.gObject, "gtk-long-press-time", &milliseconds)
        let longPressTime = Double(max(1, g_value_get_int(&milliseconds))) / 1000
        g_value_unset(&milliseconds)
        var factor = GValue()
        g_value_init(&factor, gtkui_type_double())
        g_value_set_double(&factor, min(2, max(0.5, duration / longPressTime)))
        g_object_set_property(gesture, "delay-factor", &factor)
        g_value_unset(&factor)
    }

    /// Routes the recognisers' signals to the view's latest action.
    final class Coordinator {
        /// The action a gesture runs.
        var action: @MainActor (Bool) -> Void
        /// Whether the pointer is inside, so that each crossing is reported once.
        private var isInside = false

        init(action: @escaping @MainActor (Bool) -> Void) { self.action = action }

        /// Reports a crossing of the box's edge; crossings into and out of the content's own
        /// windows (detail "inferior") do not leave the box.
        @MainActor
        func crossed(_ arguments: SignalArguments, inside: Bool) {
            if let event = arguments[1].pointer(to: GdkEventCrossing.self), event.pointee.detail == GDK_NOTIFY_INFERIOR
            {
                return
            }
            guard inside != isInside else { return }
            isInside = inside
            action(inside)
        }
    }
}
