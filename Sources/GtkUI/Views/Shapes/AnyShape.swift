import Foundation

/// Any ``Shape``, as SwiftUI's `AnyShape`: for choosing between shapes of different types,
/// `isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`.
public struct AnyShape: Shape {
    let base: any Shape

    /// `shape`, with its type erased.
    nonisolated public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// The erased shape's outline.
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
