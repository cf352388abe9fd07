import Foundation

/// A shape moved by an affine transform, as SwiftUI's `TransformedShape`: what
/// ``Shape/transform(_:)`` gives.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// The transform, applied in the frame's coordinates.
    public var transform: CGAffineTransform

    /// `shape` moved by `transform`.
    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline, transformed.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

extension Shape {
    /// This shape moved by `transform`, in its frame's coordinates (origin at the top left).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
