import Foundation

/// A modifier that moves, scales, turns or projects its view's drawing by a transform worked out
/// from the view's size, as SwiftUI's `GeometryEffect`: the way to animate a path of your own
/// (a shake, a wobble, a flip) through ``Animatable/animatableData``.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 10
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
///
/// Text("Password").modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// In an animated change the data moves through frames, and each frame asks
/// ``effectValue(size:)`` for the transform, below the view graph: no body is evaluated for the
/// frames in between. The view's layout is unchanged (drawing and input follow the transform), as
/// in SwiftUI. Where GtkUI differs: the protocol does not require `Body == Never`; its `body`
/// is the one given here, and writing your own replaces the effect.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform of the view's drawing for a view of `size`, about its top leading corner.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content, drawn transformed by ``effectValue(size:)``.
    public func body(content: Content) -> some View {
        GeometryEffectContent(base: content, effect: self)
    }

    /// This effect, as SwiftUI's form that leaves layout alone: GtkUI's geometry effects never
    /// change layout, so it is the effect itself.
    nonisolated public func ignoredByLayout() -> Self {
        self
    }
}
