import CGtkShim
import Foundation

/// A rectangle filling the space it is given.
public struct Rectangle: Shape {
    /// A rectangle.
    nonisolated public init() {}

    /// The whole of `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}
