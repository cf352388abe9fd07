import CGtkShim
import Foundation

/// An ellipse filling the space it is given.
public struct Ellipse: Shape {
    /// An ellipse.
    nonisolated public init() {}

    /// The ellipse that fits `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
