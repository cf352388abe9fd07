import CGtkShim
import Foundation

/// An ellipse filling the space it is given.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    nonisolated public init() {}

    /// The ellipse that fits `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// An ellipse `amount` pixels inside.
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(shape: self, amount: amount) }
}
