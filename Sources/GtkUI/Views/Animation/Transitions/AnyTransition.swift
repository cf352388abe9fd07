/// How a view enters and leaves, as SwiftUI's `AnyTransition`: applied by ``View/transition(_:)``
/// when the view is inserted or removed in an animated change.
///
/// The built-in transitions fade, scale and move the view's drawing (its layout is unchanged, as
/// in SwiftUI); a removed view stays on screen, taking no input, until its removal ends. Where
/// GtkUI differs: `.modifier(active:identity:)` shows the view with its identity modifier and
/// enters and leaves at once; a transition animates only when it is on the outermost widget of
/// what is inserted or removed (a modifier that adds a widget around it, such as `.padding`,
/// makes the change land at once).
public struct AnyTransition: Sendable {
    /// How the view looks just before it is inserted.
    let insertion: TransitionEffect
    /// How the view looks once it is removed.
    let removal: TransitionEffect
    /// The animation the transition brings with it, used instead of the change's.
    let animation: Animation?

    init(insertion: TransitionEffect, removal: TransitionEffect, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ effect: TransitionEffect) {
        self.init(insertion: effect, removal: effect)
    }

    /// No transition.
    public static let identity = AnyTransition(TransitionEffect())
    /// A fade.
    public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
    /// Sliding in from the leading edge and out at the trailing edge.
    public static let slide = AnyTransition.asymmetric(
        insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    /// Growing from nothing, around the centre.
    public static let scale = AnyTransition.scale(scale: 0)

    /// Growing from `scale` around `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionEffect(scale: scale.isFinite ? scale : 0, anchor: anchor))
    }

    /// Moving in from `edge` and out towards it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(TransitionEffect(edge: edge))
    }

    /// Pushing in from `edge`, fading, and out towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(
            insertion: TransitionEffect(opacity: 0, edge: edge),
            removal: TransitionEffect(opacity: 0, edge: edge.opposite))
    }

    /// Moving by `x` and `y` points.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        AnyTransition(TransitionEffect(offsetX: x.isFinite ? x : 0, offsetY: y.isFinite ? y : 0))
    }

    /// Moving by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        .offset(x: offset.width, y: offset.height)
    }

    /// `insertion` when the view enters and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            animation: insertion.animation ?? removal.animation)
    }

    /// A transition between a view modifier's `active` and `identity` forms. Where GtkUI differs:
    /// the view enters and leaves at once.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        .identity
    }

    /// This transition and `other` together: opacities and scales multiply, moves add up.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
            animation: animation ?? other.animation)
    }

    /// This transition, animated with `animation` whatever the change's animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }
}
