/// How a change would be animated, with SwiftUI's names, so that code written for SwiftUI
/// compiles and runs.
///
/// GTK 3 has no animation system for layout, and GtkUI lets GTK do the layout: every change
/// made inside ``withAnimation(_:_:)`` or under ``View/animation(_:value:)`` is applied at once,
/// without an animation. The values are kept so code can compare and pass them around.
public struct Animation: Hashable, Sendable {
    /// What the animation would be: a curve or a spring, with its parameters.
    enum Kind: Hashable, Sendable {
        case curve(name: String, duration: Double)
        case spring(response: Double, dampingFraction: Double)
    }

    let kind: Kind
    /// Seconds before it would start.
    var delay: Double = 0
    /// How much faster than normal it would run.
    var speed: Double = 1
    /// How often it would play: 1 normally, nil forever.
    var repeatCount: Int? = 1
    /// Whether a repeated animation would play backwards every other time.
    var autoreverses = false

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The system's default animation.
    public static let `default` = Animation(.curve(name: "easeInOut", duration: 0.35))
    /// A linear curve of 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// An ease-in curve of 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// An ease-out curve of 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// An ease-in-out curve of 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring with SwiftUI's default response and damping.
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    /// A spring with a little bounce.
    public static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7)
    /// A spring without bounce.
    public static let smooth = Animation.spring(response: 0.5, dampingFraction: 1)
    /// A quick spring with a little bounce.
    public static let snappy = Animation.spring(response: 0.3, dampingFraction: 0.85)
    /// A spring for following a pointer.
    public static let interactiveSpring = Animation.spring(response: 0.15, dampingFraction: 0.86)

    /// A linear curve lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.curve(name: "linear", duration: duration)) }
    /// An ease-in curve lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.curve(name: "easeIn", duration: duration)) }
    /// An ease-out curve lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(.curve(name: "easeOut", duration: duration)) }
    /// An ease-in-out curve lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(.curve(name: "easeInOut", duration: duration))
    }

    /// A spring that settles in about `response` seconds, damped by `dampingFraction`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(.spring(response: response, dampingFraction: dampingFraction))
    }

    /// A spring lasting about `duration` seconds, bouncing by `bounce` (0 for none).
    public static func spring(duration: Double, bounce: Double = 0) -> Animation {
        Animation(.spring(response: duration, dampingFraction: 1 - bounce))
    }

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay = delay
        return animation
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed = speed
        return animation
    }

    /// This animation played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        return animation
    }

    /// This animation played forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }
}
