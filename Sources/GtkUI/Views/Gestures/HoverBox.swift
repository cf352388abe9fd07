import CGtkShim
import Foundation

/// The container behind `.onHover` and `.onContinuousHover`: a `GtkEventBox` without a visible
/// window, so its input window lies under the content's own windows and a button inside still
/// takes its clicks, reporting crossings of its edge and, for continuous hover, every move.
struct HoverBox<Content: View>: EventBoxWrapper {
    let content: Content
    let kind: HoverKind
    let action: @MainActor (HoverPhase) -> Void

    /// Creates the event box and connects its crossing (and motion) events; the kind of a
    /// mounted box never changes, since each modifier is its own view type.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        let coordinator = context.coordinator
        coordinator.kind = kind
        coordinator.box = box.cast()
        var mask = GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue
        if case .continuous = kind { mask |= GDK_POINTER_MOTION_MASK.rawValue }
        gtk_widget_add_events(box.cast(), Int32(mask))
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
        if case .continuous = kind {
            context.connect(
                box, "motion-notify-event",
                returning: { arguments in
                    coordinator.moved(arguments)
                    return false
                })
        }
        return box
    }

    /// Keeps the coordinator's action and space current.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.action = action
        context.coordinator.kind = kind
        context.coordinator.environment = context.environment
    }

    /// Forgets the box, which is about to go.
    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkEventBox>, coordinator: Coordinator) {
        coordinator.box = nil
    }

    /// Holds the latest action, and whether the pointer is inside.
    func makeCoordinator() -> Coordinator { Coordinator(action: action, kind: kind) }

    /// Routes the box's events to the view's latest action.
    final class Coordinator {
        /// The action a crossing or move runs.
        var action: @MainActor (HoverPhase) -> Void
        /// What to report.
        var kind: HoverKind
        /// The environment, for named coordinate spaces.
        var environment = EnvironmentValues()
        /// The box; borrowed, cleared when it is dismantled.
        var box: WidgetPointer?
        /// Whether the pointer is inside, so that each crossing is reported once.
        private var isInside = false
        /// Names already warned about as missing coordinate spaces.
        private var warnedSpaces: Set<AnyHashable> = []

        init(action: @escaping @MainActor (HoverPhase) -> Void, kind: HoverKind) {
            self.action = action
            self.kind = kind
        }

        /// Reports a crossing of the box's edge; crossings into and out of the content's own
        /// windows (detail "inferior") do not leave the box.
        @MainActor
        func crossed(_ arguments: SignalArguments, inside: Bool) {
            guard let event = arguments[1].pointer(to: GdkEventCrossing.self) else { return }
            if event.pointee.detail == GDK_NOTIFY_INFERIOR { return }
            guard inside != isInside else { return }
            isInside = inside
            switch kind {
            case .crossing:
                action(inside ? .active(.zero) : .ended)
            case .continuous(let space):
                action(
                    inside
                        ? .active(location(x: event.pointee.x, y: event.pointee.y, of: event.pointee.window, in: space))
                        : .ended)
            }
        }

        /// Reports a move inside the box, at its location in the modifier's space.
        @MainActor
        func moved(_ arguments: SignalArguments) {
            guard case .continuous(let space) = kind, let event = arguments[1].pointer(to: GdkEventMotion.self)
            else { return }
            isInside = true
            action(.active(location(x: event.pointee.x, y: event.pointee.y, of: event.pointee.window, in: space)))
        }

        /// A point of an event on `window` in `space`.
        @MainActor
        private func location(x: Double, y: Double, of window: OpaquePointer?, in space: CoordinateSpace) -> CGPoint {
            guard let box else { return CGPoint(x: x, y: y) }
            let local = EventPoint.inWidget(box, x: x, y: y, window: window)
            if let point = EventPoint.convert(local, from: box, to: space, environment: environment) { return point }
            if case .named(let name) = space, warnedSpaces.insert(name).inserted {
                Diagnostics.warn(
                    "onContinuousHover: no enclosing view is named \(name) with .coordinateSpace; using the view's own space"
                )
            }
            return local
        }
    }
}
