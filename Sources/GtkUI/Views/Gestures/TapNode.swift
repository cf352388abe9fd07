import CGtkShim
import Foundation

/// Recognises a ``TapGesture`` or ``SpatialTapGesture`` with a `GtkGestureMultiPress`, which
/// counts the presses of a multi-click in `n_press`.
@MainActor
final class TapNode: RecognizerNode {
    private let spatial: Bool
    private var count = 1
    private var coordinateSpace = CoordinateSpace.local
    private var warnedCount = false

    init(attachment: GestureAttachment, spatial: Bool) {
        self.spatial = spatial
        super.init(attachment: attachment, gesture: gtk_gesture_multi_press_new(attachment.box))
        usePrimaryButton()
        on("begin", alwaysRuns: true) { [unowned self] _ in isIgnoringSequence = false }
        on("pressed") { [unowned self] _ in report(.began) }
        // SwiftUI taps on release.
        on("released") { [unowned self] arguments in
            guard arguments[1].int == count else { return }
            if let gesture { attachment.claim(gesture) }
            report(.ended(value(x: arguments[2].double ?? 0, y: arguments[3].double ?? 0)))
        }
        // The double-click time ran out, or the pointer moved too far, before the count.
        on("stopped") { [unowned self] _ in report(.failed) }
        on("cancel") { [unowned self] _ in report(.failed) }
    }

    override func update(from gesture: Any) {
        let requested: Int
        if let tap = gesture as? TapGesture {
            requested = tap.count
        } else if let tap = gesture as? SpatialTapGesture {
            requested = tap.count
            coordinateSpace = tap.coordinateSpace
        } else {
            return
        }
        if requested < 1 && !warnedCount {
            warnedCount = true
            Diagnostics.warn("TapGesture(count: \(requested)): the count must be at least 1; using 1")
        }
        count = max(1, requested)
    }

    private func value(x: Double, y: Double) -> Any {
        guard spatial else { return () }
        return SpatialTapGesture.Value(location: attachment.convert(CGPoint(x: x, y: y), to: coordinateSpace))
    }
}
