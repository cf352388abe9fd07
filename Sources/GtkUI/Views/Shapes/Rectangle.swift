import CGtkShim
import Foundation

/// A rectangle filling the space it is given.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    nonisolated public init() {}

    /// The whole of `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    /// A rectangle `amount` pixels inside.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Rectangle> {
        InsetShape(shape: self, amount: amount)
    }
}
