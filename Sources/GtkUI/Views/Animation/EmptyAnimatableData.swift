/// The animatable data of a value with nothing to animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Nothing.
    nonisolated public init() {}

    /// Nothing.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing.
    public mutating func scale(by rhs: Double) {}

    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
