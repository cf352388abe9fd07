import Foundation

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape`: what
/// ``Shape/scale(x:y:anchor:)`` gives.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point that stays put, as a fraction of the frame.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline, scaled.
    public nonisolated func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: x, y: y).scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(transform)
    }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor` (the centre unless given).
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` both ways about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}
