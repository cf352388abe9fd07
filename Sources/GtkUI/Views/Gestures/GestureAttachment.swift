import CGtkShim
import Foundation

/// Where a mounted gesture tree lives: the event box its GTK gesture objects are attached to, the
/// environment (for named coordinate spaces) and how it competes with other views' gestures.
@MainActor
final class GestureAttachment {
    /// The event box; borrowed: the box outlives the attachment's use, since the coordinator
    /// detaches the nodes before the box is dismantled.
    let box: UnsafeMutablePointer<GtkWidget>
    /// The environment the gesture modifier is in.
    var environment: EnvironmentValues
    /// The connections of the box's representable, disconnected before it is dismantled.
    let connections: SignalScope
    /// The phase GTK runs this tree's gestures in: capture for `.highPriorityGesture`, so that it
    /// sees a press before the views inside; bubble otherwise, so that inner views see it first.
    let propagationPhase: GtkPropagationPhase
    /// Whether a gesture that recognises claims the pointer sequence, which cancels the gestures of
    /// other views (and a scrolled window's touch panning); `.simultaneousGesture` does not, nor
    /// do the gestures inside one.
    private let claimsSequence: Bool
    /// The gesture objects the box holds, by their data keys. They form one GTK group: gestures
    /// of one tree share a sequence without denying each other, and the composition nodes decide
    /// between them.
    private var gestures: [String: OpaquePointer] = [:]
    /// How many gesture objects were adopted, for their data keys.
    private var count = 0
    /// Names already warned about as missing coordinate spaces.
    private var warnedSpaces: Set<AnyHashable> = []

    init(
        box: UnsafeMutablePointer<GtkWidget>, environment: EnvironmentValues, connections: SignalScope,
        priority: GesturePriority
    ) {
        self.box = box
        self.environment = environment
        self.connections = connections
        propagationPhase = priority == .high ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE
        claimsSequence = priority != .simultaneous && environment.gesturesClaimSequence
    }

    /// Adopts a new gesture object: the box keeps its only reference (GTK 3 leaves gestures to
    /// their creator), so it is freed with the box, or by ``release(_:)``. Returns the data key
    /// it is kept under.
    func adopt(_ gesture: OpaquePointer) -> String {
        let object = UnsafeMutablePointer<GObject>(gesture)
        gtk_event_controller_set_propagation_phase(gesture, propagationPhase)
        if let group = gestures.values.first { gtk_gesture_group(gesture, group) }
        Diagnostics.liveGestureRecognizers.increment()
        g_object_weak_ref(object, { _, _ in Diagnostics.liveGestureRecognizers.decrement() }, nil)
        let key = count == 0 ? "gtkui-gesture" : "gtkui-gesture-\(count)"
        count += 1
        gestures[key] = gesture
        GObjectData.set(GObjectReference(adopting: object), on: box, key: key)
        return key
    }

    /// Frees the gesture object kept under `key`, for a node replaced while the view stays.
    func release(_ key: String) {
        guard gestures.removeValue(forKey: key) != nil else { return }
        GObjectData.set(nil, on: box, key: key)
    }

    /// Connects `handler` to `signal` of a gesture object for as long as the view is mounted.
    func connect(
        _ object: UnsafeMutablePointer<GObject>, _ signal: String,
        _ handler: @escaping @MainActor (SignalArguments) -> Void
    ) {
        _ = connections.add(Signals.connect(object, signal, handler))
    }

    /// Claims the current sequence for `gesture` when this tree may.
    func claim(_ gesture: OpaquePointer) {
        guard claimsSequence else { return }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// `point`, in the box's coordinates, in `space`. A named space that no ancestor declares is
    /// the window's, with one warning per name.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        if let converted = EventPoint.convert(point, from: box, to: space, environment: environment) {
            return converted
        }
        if case .named(let name) = space, warnedSpaces.insert(name).inserted {
            Diagnostics.warn(
                "Gesture: no enclosing view is named \(name) with .coordinateSpace; using the window's space")
        }
        return EventPoint.convert(point, from: box, to: .global, environment: environment) ?? point
    }
}
