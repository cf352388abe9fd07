import Foundation

/// A value whose change can be animated, as SwiftUI's `Animatable`: it exposes what an animation
/// interpolates as ``animatableData``.
///
/// Shapes are animatable; a shape whose outline follows a number says which:
/// ```swift
/// struct Wedge: Shape {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
/// A shape's animatable data moves through frames when its change is animated: each frame sets
/// the interpolated data on a copy of the shape and draws its path, without evaluating bodies; a
/// ``GeometryEffect``'s does the same with its transform. A view or a view modifier of your own
/// that conforms moves its data as SwiftUI does: each frame sets the data and evaluates its own
/// body again (nothing above it). Where GtkUI differs: the protocol is isolated to the main actor,
/// as views are, so a view's or shape's own `animatableData` satisfies it in Swift 6 without
/// `nonisolated`.
@MainActor @preconcurrency
public protocol Animatable {
    /// What an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    nonisolated public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    nonisolated public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// The point's x and y.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    nonisolated public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// The point's x and y fractions.
    nonisolated public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
