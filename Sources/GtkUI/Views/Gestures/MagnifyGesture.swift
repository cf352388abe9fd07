import Foundation

/// A pinch that scales, as SwiftUI's `MagnifyGesture`: two fingers on a touch screen, or a
/// touchpad pinch. Recognised by a `GtkGestureZoom`, once the scale has changed by
/// `minimumScaleDelta`.
public struct MagnifyGesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        /// When the event behind this value happened.
        public var time: Date
        /// The scale since the pinch began: 1 is unchanged, 2 twice as large.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch began, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// How much the scale must change before the pinch recognises.
    public var minimumScaleDelta: CGFloat

    /// A pinch that recognises once the scale has changed by `minimumScaleDelta`. A negative or
    /// NaN delta counts as 0, with one warning.
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnifyGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = PinchNode(attachment: attachment, kind: .magnify)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension MagnifyGesture: Gesture {}
