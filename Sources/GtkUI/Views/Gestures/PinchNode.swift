import CGtkShim
import Foundation

/// Recognises a two-finger gesture: a scale with a `GtkGestureZoom` (``MagnifyGesture``,
/// ``MagnificationGesture``) or an angle with a `GtkGestureRotate` (``RotateGesture``,
/// ``RotationGesture``).
@MainActor
final class PinchNode: RecognizerNode {
    /// Which gesture, and so which value.
    enum Kind {
        case magnify, magnification, rotate, rotation

        var isRotation: Bool { self == .rotate || self == .rotation }
    }

    private let kind: Kind
    /// The scale or angle (in radians) that recognises.
    private var threshold = 0.0
    private var warnedThreshold = false
    private var startLocation = CGPoint.zero
    private var startAnchor = UnitPoint.center
    /// The latest measure (scale, or angle in radians) and the one before, with their times.
    private var last: (time: UInt32, measure: Double) = (0, 0)
    private var previous: (time: UInt32, measure: Double) = (0, 0)

    init(attachment: GestureAttachment, kind: Kind) {
        self.kind = kind
        let gesture = kind.isRotation ? gtk_gesture_rotate_new(attachment.box) : gtk_gesture_zoom_new(attachment.box)
        super.init(attachment: attachment, gesture: gesture)
        on("begin", alwaysRuns: true) { [unowned self] _ in
            isIgnoringSequence = false
            begin()
        }
        if kind.isRotation {
            on("angle-changed") { [unowned self] arguments in changed(to: arguments[2].double ?? 0) }
        } else {
            on("scale-changed") { [unowned self] arguments in changed(to: arguments[1].double ?? 1) }
        }
        on("end") { [unowned self] _ in end() }
        on("cancel") { [unowned self] _ in report(.failed) }
    }

    override func update(from gesture: Any) {
        let requested: Double
        switch gesture {
        case let magnify as MagnifyGesture: requested = Double(magnify.minimumScaleDelta)
        case let magnify as MagnificationGesture: requested = Double(magnify.minimumScaleDelta)
        case let rotate as RotateGesture: requested = rotate.minimumAngleDelta.radians
        case let rotate as RotationGesture: requested = rotate.minimumAngleDelta.radians
        default: return
        }
        if requested.isNaN || requested < 0 {
            if !warnedThreshold {
                warnedThreshold = true
                Diagnostics.warn("\(type(of: gesture)): the minimum delta must be 0 or more; using 0")
            }
            threshold = 0
        } else {
            threshold = requested
        }
    }

    private var neutral: Double { kind.isRotation ? 0 : 1 }

    private func begin() {
        var x = 0.0
        var y = 0.0
        if let gesture, gtk_gesture_get_bounding_box_center(gesture, &x, &y) != 0 {
            startLocation = CGPoint(x: x, y: y)
            let width = Double(max(1, gtk_widget_get_allocated_width(attachment.box)))
            let height = Double(max(1, gtk_widget_get_allocated_height(attachment.box)))
            startAnchor = UnitPoint(x: x / width, y: y / height)
        }
        last = (eventTime, neutral)
        previous = last
        report(.began)
    }

    private func changed(to measure: Double) {
        guard phase != .idle else { return }
        previous = last
        last = (eventTime, measure)
        if phase == .possible {
            guard abs(measure - neutral) >= threshold else { return }
            if let gesture { attachment.claim(gesture) }
        }
        report(.changed(value()))
    }

    private func end() {
        if phase == .active { report(.ended(value())) } else { report(.failed) }
    }

    /// The current value, of the type the gesture reports.
    private func value() -> Any {
        let seconds = Double(last.time &- previous.time) / 1000
        let velocity = seconds > 0 ? (last.measure - previous.measure) / seconds : 0
        switch kind {
        case .magnification:
            return CGFloat(last.measure)
        case .rotation:
            return Angle(radians: last.measure)
        case .magnify:
            return MagnifyGesture.Value(
                time: Date(), magnification: last.measure, velocity: velocity, startAnchor: startAnchor,
                startLocation: startLocation)
        case .rotate:
            return RotateGesture.Value(
                time: Date(), rotation: Angle(radians: last.measure), velocity: Angle(radians: velocity),
                startAnchor: startAnchor, startLocation: startLocation)
        }
    }
}
