import Foundation

/// A shape moved by an offset, as SwiftUI's `OffsetShape`: what `offset(_:)` gives.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it moves, in pixels.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline, moved.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved.
    public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension Shape {
    /// This shape moved by `offset` pixels; its frame stays where it was.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset` pixels.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x` and `y` pixels.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
