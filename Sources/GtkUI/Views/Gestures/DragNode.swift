import CGtkShim
import Foundation

/// Recognises a ``DragGesture`` with a `GtkGestureDrag`.
@MainActor
final class DragNode: RecognizerNode {
    /// A screen position at a GDK time, for the velocity.
    private struct Sample {
        let time: UInt32
        let point: CGPoint
    }

    /// How long a flick keeps going in the prediction: a scroll view's deceleration
    /// (0.998 per millisecond) carries a velocity v for about v × 0.5 s.
    private static let flickSeconds = 0.5

    private var minimumDistance = 10.0
    private var coordinateSpace = CoordinateSpace.local
    private var warnedDistance = false
    private var startLocation = CGPoint.zero
    private var startScreen = CGPoint.zero
    private var samples: [Sample] = []

    init(attachment: GestureAttachment) {
        super.init(attachment: attachment, gesture: gtk_gesture_drag_new(attachment.box))
        usePrimaryButton()
        on("drag-begin") { [unowned self] _ in begin() }
        on("drag-update") { [unowned self] _ in move() }
        on("drag-end") { [unowned self] _ in end() }
        on("cancel") { [unowned self] _ in report(.failed) }
        // A new press starts a new sequence even after a competitor won the last one.
        on("begin", alwaysRuns: true) { [unowned self] _ in isIgnoringSequence = false }
    }

    override func update(from gesture: Any) {
        guard let drag = gesture as? DragGesture else { return }
        coordinateSpace = drag.coordinateSpace
        var distance = Double(drag.minimumDistance)
        if distance.isNaN || distance < 0 {
            if !warnedDistance {
                warnedDistance = true
                Diagnostics.warn("DragGesture(minimumDistance: \(distance)): the distance must be 0 or more; using 0")
            }
            distance = 0
        }
        minimumDistance = distance
    }

    private func begin() {
        guard let point, let screen = screenPoint else { return }
        startLocation = attachment.convert(point, to: coordinateSpace)
        startScreen = screen
        samples = [Sample(time: eventTime, point: screen)]
        report(.began)
        if minimumDistance == 0 { recognise(at: screen) }
    }

    private func move() {
        guard phase != .idle, let screen = screenPoint else { return }
        samples.append(Sample(time: eventTime, point: screen))
        if phase == .possible {
            let distance = hypot(screen.x - startScreen.x, screen.y - startScreen.y)
            guard distance >= minimumDistance else { return }
            recognise(at: screen)
        } else {
            report(.changed(value(at: screen)))
        }
    }

    private func end() {
        guard phase == .active, let screen = screenPoint ?? samples.last?.point else {
            report(.failed)
            return
        }
        report(.ended(value(at: screen)))
        samples = []
    }

    private func recognise(at screen: CGPoint) {
        if let gesture { attachment.claim(gesture) }
        report(.changed(value(at: screen)))
    }

    /// The value with the pointer at `screen`.
    private func value(at screen: CGPoint) -> DragGesture.Value {
        let location = CGPoint(
            x: startLocation.x + screen.x - startScreen.x, y: startLocation.y + screen.y - startScreen.y)
        let velocity = currentVelocity()
        let predicted = CGPoint(
            x: location.x + velocity.width * Self.flickSeconds, y: location.y + velocity.height * Self.flickSeconds)
        return DragGesture.Value(
            time: Date(), location: location, startLocation: startLocation, velocity: velocity,
            predictedEndLocation: predicted)
    }

    /// Points per second over the samples of the last 100 ms; zero with fewer than two.
    private func currentVelocity() -> CGSize {
        guard let last = samples.last else { return .zero }
        samples.removeAll { last.time &- $0.time > 100 && $0.time != last.time }
        guard let first = samples.first, last.time != first.time else { return .zero }
        let seconds = Double(last.time &- first.time) / 1000
        return CGSize(width: (last.point.x - first.point.x) / seconds, height: (last.point.y - first.point.y) / seconds)
    }
}
