import Foundation

/// A pinch that scales, reporting only the scale: the older spelling of ``MagnifyGesture``, as
/// SwiftUI's `MagnificationGesture`.
public struct MagnificationGesture {
    /// The scale since the pinch began: 1 is unchanged.
    public typealias Value = CGFloat

    /// How much the scale must change before the pinch recognises.
    public var minimumScaleDelta: CGFloat

    /// A pinch that recognises once the scale has changed by `minimumScaleDelta`.
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnificationGesture: PrimitiveGesture {
    func makeNode(in attachment: GestureAttachment) -> GestureNode {
        let node = PinchNode(attachment: attachment, kind: .magnification)
        node.update(from: self)
        return node
    }
}

// Gesture in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension MagnificationGesture: Gesture {}
