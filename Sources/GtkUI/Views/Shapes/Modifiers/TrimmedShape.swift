import Foundation

/// The part of a shape's outline between two fractions of its length: what
/// ``Shape/trim(from:to:)`` gives.
public struct TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    /// Where the drawn part starts, 0…1.
    public var startFraction: CGFloat
    /// Where it ends, 0…1.
    public var endFraction: CGFloat

    /// The outline between the two fractions.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The two fractions, for animation.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set { (startFraction, endFraction) = (newValue.first, newValue.second) }
    }
}

extension Shape {
    /// The part of this shape's outline from `startFraction` to `endFraction` of its length: a
    /// progress ring is `Circle().trim(from: 0, to: progress).stroke(...)`. Nothing when the start
    /// is not before the end.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
