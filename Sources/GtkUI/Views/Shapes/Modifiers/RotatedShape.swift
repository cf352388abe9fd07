import Foundation

/// A shape turned about a point of its frame, as SwiftUI's `RotatedShape`: what
/// ``Shape/rotation(_:anchor:)`` gives.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns, clockwise on screen.
    public var angle: Angle
    /// The point it turns about, as a fraction of its frame.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline, turned.
    public nonisolated func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let turn = CGAffineTransform(translationX: x, y: y).rotated(by: angle.radians).translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(turn)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, turned.
    public nonisolated func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// This shape turned by `angle` about `anchor` (the centre unless given); its frame stays.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
