import Foundation

/// A two-finger rotation, as SwiftUI's `RotateGesture`: two fingers on a touch screen, or a
/// touchpad pinch that turns. Recognised by a `GtkGestureRotate`, once the angle has changed by
/// `minimumAngleDelta`.
public struct RotateGesture {
    /// Where a rotation is.
    public struct Value: Equatable, Sendable {
        /// When the event behind this value happened.
        public var time: Date
        /// The angle turned since the rotation began, clockwise on screen.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// Where the rotation began, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// Where the rotation began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// How far the angle must change before the rotation recognises.
    public var minimumAngleDelta: Angle

    /// A rotation that recognises once the angle has changed by `minimumAngleDelta`.
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotateGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = PinchNode(attachment: attachment, kind: .rotate)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension RotateGesture: Gesture {}
