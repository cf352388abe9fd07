import CGtkShim
import Foundation

/// A node around one GTK gesture object on the box: the base of the built-in gestures' nodes,
/// with what they all read from GTK (points, the screen position, event times).
@MainActor
class RecognizerNode: GestureNode {
    /// The attachment; unowned: the coordinator keeps it as long as the nodes.
    unowned let attachment: GestureAttachment
    /// The gesture object, owned by the box (see ``GestureAttachment/adopt(_:)``); nil if GTK
    /// made none.
    let gesture: OpaquePointer?
    /// Whether the node is gone, so late signals in the same emission do nothing.
    private(set) var isDetached = false
    /// Whether the current sequence was abandoned by ``cancel()``; cleared on the next press.
    var isIgnoringSequence = false

    /// The data key the box keeps the gesture object under.
    private let key: String?

    init(attachment: GestureAttachment, gesture: OpaquePointer?) {
        self.attachment = attachment
        self.gesture = gesture
        key = gesture.map { attachment.adopt($0) }
        super.init()
    }

    /// Connects `handler` to `signal` of the gesture object; it does not run once the node is
    /// detached or while it ignores the current sequence (except for `alwaysRuns` handlers).
    func on(_ signal: String, alwaysRuns: Bool = false, _ handler: @escaping @MainActor (SignalArguments) -> Void) {
        guard let gesture else { return }
        attachment.connect(UnsafeMutablePointer<GObject>(gesture), signal) { [weak self] arguments in
            guard let self, !self.isDetached, alwaysRuns || !self.isIgnoringSequence else { return }
            handler(arguments)
        }
    }

    /// The gesture's primary button, the one SwiftUI's gestures follow.
    func usePrimaryButton() {
        guard let gesture else { return }
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_PRIMARY))
    }

    /// The last event of the sequence being recognised, if any.
    private var lastEvent: UnsafePointer<GdkEvent>? {
        guard let gesture else { return nil }
        return gtk_gesture_get_last_event(gesture, gtk_gesture_get_last_updated_sequence(gesture))
    }

    /// The sequence's current point in the box's coordinates.
    var point: CGPoint? {
        guard let gesture else { return nil }
        var x = 0.0
        var y = 0.0
        guard gtk_gesture_get_point(gesture, gtk_gesture_get_last_updated_sequence(gesture), &x, &y) != 0 else {
            return nil
        }
        return CGPoint(x: x, y: y)
    }

    /// The sequence's current point on the screen, which does not move when the view itself moves
    /// under the pointer (a dragged view following the drag); the box point in the window when
    /// the event has none.
    var screenPoint: CGPoint? {
        var x = 0.0
        var y = 0.0
        if let event = lastEvent, gdk_event_get_root_coords(event, &x, &y) != 0 {
            return CGPoint(x: x, y: y)
        }
        return point.map { attachment.convert($0, to: .global) }
    }

    /// The last event's time in milliseconds, GDK's clock.
    var eventTime: UInt32 {
        lastEvent.map { gdk_event_get_time($0) } ?? 0
    }

    override func cancel() {
        super.cancel()
        isIgnoringSequence = true
    }

    /// Stops for good and frees the gesture object; its connections go with it.
    override func detach() {
        super.detach()
        isDetached = true
        if let key { attachment.release(key) }
    }
}
