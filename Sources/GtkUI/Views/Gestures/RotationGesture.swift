/// A two-finger rotation, reporting only the angle: the older spelling of ``RotateGesture``, as
/// SwiftUI's `RotationGesture`.
public struct RotationGesture {
    /// The angle turned since the rotation began.
    public typealias Value = Angle

    /// How far the angle must change before the rotation recognises.
    public var minimumAngleDelta: Angle

    /// A rotation that recognises once the angle has changed by `minimumAngleDelta`.
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotationGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = PinchNode(attachment: attachment, kind: .rotation)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension RotationGesture: Gesture {}
