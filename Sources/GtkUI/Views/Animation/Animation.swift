import Foundation

/// How a change is animated, as SwiftUI's `Animation`: a timing curve or a spring, with a delay,
/// a speed and repeats.
///
/// Changes made inside ``withAnimation(_:_:)``, under ``View/animation(_:value:)`` or through
/// ``Binding/animation(_:)`` move from their old value to their new one on GTK's frame clock. What
/// moves is interpolated below the view graph (see ``Transaction``): the frames in between do not
/// evaluate view bodies. A change made while an animation runs starts from the value on screen,
/// and a spring keeps the velocity it had.
///
/// Bad values get one warning and a defined result: a negative, NaN or infinite duration, delay
/// or response lands at once; a spring with no stiffness lands at once; a spring with no damping
/// is critically damped; a speed that is not positive and finite is 1.
public struct Animation: Hashable, Sendable {
    /// The curve or spring, with its own parameters.
    let timing: AnimationTiming
    /// Seconds before it starts.
    var delayTime: Double = 0
    /// How much faster than normal it runs.
    var speedFactor: Double = 1
    /// How often it plays: 1 normally, nil forever.
    var repeats: Int? = 1
    /// Whether a repeated animation plays backwards every other time.
    var reverses = false

    init(_ timing: AnimationTiming) {
        self.timing = timing
    }

    /// The system's default animation: an ease-in-out curve of 0.35 seconds.
    public static let `default` = Animation.easeInOut(duration: 0.35)
    /// A linear curve of 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// An ease-in curve of 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// An ease-out curve of 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// An ease-in-out curve of 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring with SwiftUI's default response (0.5 s) and damping (0.825).
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    /// A spring of 0.5 seconds with no bounce.
    public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
    /// A spring of 0.5 seconds with a small bounce (0.15).
    public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
    /// A spring of 0.5 seconds with a visible bounce (0.3).
    public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
    /// A quick spring for following a pointer.
    public static let interactiveSpring = Animation.interactiveSpring()

    /// A linear curve lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        curve(.linear, duration: duration, "linear")
    }

    /// An ease-in curve lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        curve(.easeIn, duration: duration, "easeIn")
    }

    /// An ease-out curve lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        curve(.easeOut, duration: duration, "easeOut")
    }

    /// An ease-in-out curve lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        curve(.easeInOut, duration: duration, "easeInOut")
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with control points (`c0x`, `c0y`) and
    /// (`c1x`, `c1y`), lasting `duration` seconds, as CSS's `cubic-bezier`. The x coordinates are
    /// clamped to 0…1, as the curve must move forwards in time.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
        guard [c0x, c0y, c1x, c1y].allSatisfy(\.isFinite) else {
            Diagnostics.warn("GtkUI: timingCurve has a NaN or infinite control point; using a linear curve")
            return curve(.linear, duration: duration, "timingCurve")
        }
        return curve(
            BezierCurve(x1: min(max(c0x, 0), 1), y1: c0y, x2: min(max(c1x, 0), 1), y2: c1y), duration: duration,
            "timingCurve")
    }

    /// A spring that settles in about `response` seconds, damped by `dampingFraction` (1 is
    /// critically damped, below it bounces). `blendDuration` is accepted: a new spring takes over
    /// from the current value and velocity at once.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(.spring(SpringModel.checked(response: response, dampingFraction: dampingFraction)))
    }

    // Disfavoured so that `.spring()`, which both spring factories accept, means the response
    // form, as public SwiftUI code expects, instead of being ambiguous.
    /// A spring lasting about `duration` seconds, bouncing by `bounce`: 0 for none, towards 1 for
    /// more, negative for an overdamped spring.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(SpringModel.checked(duration: duration, bounce: bounce)))
    }

    /// A quick spring for following a pointer.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given as a physical one: a `mass` on a spring of `stiffness`, slowed by
    /// `damping`. `initialVelocity` is in units of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            .spring(
                SpringModel.checked(
                    mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
            ))
    }

    /// A spring lasting about `duration` seconds, bouncing by `bounce`, starting at
    /// `initialVelocity` units of the change per second.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        var model = SpringModel.checked(duration: duration, bounce: bounce)
        model.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        return Animation(.spring(model))
    }

    /// A smooth spring (no bounce) lasting about `duration` seconds, with `extraBounce` added.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring (a little bounce) lasting about `duration` seconds, with `extraBounce` added.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring lasting about `duration` seconds, with `extraBounce` added.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        if delay.isFinite, delay >= 0 {
            animation.delayTime = delay
        } else {
            Diagnostics.warn("GtkUI: animation delay \(delay) is not a non-negative number; using 0")
            animation.delayTime = 0
        }
        return animation
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        if speed.isFinite, speed > 0 {
            animation.speedFactor = speed
        } else {
            Diagnostics.warn("GtkUI: animation speed \(speed) is not a positive number; using 1")
            animation.speedFactor = 1
        }
        return animation
    }

    /// This animation played `repeatCount` times; with `autoreverses`, every other time backwards.
    /// It ends at the new value, as SwiftUI's does. A count below 1 plays once, with one warning.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        if repeatCount < 1 {
            Diagnostics.warn("GtkUI: animation repeatCount \(repeatCount) is below 1; playing once")
        }
        animation.repeats = max(1, repeatCount)
        animation.reverses = autoreverses
        return animation
    }

    /// This animation played for as long as the view is on screen; with `autoreverses`, every
    /// other time backwards. Its tick callback goes when the view does.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = nil
        animation.reverses = autoreverses
        return animation
    }

    private static func curve(_ curve: BezierCurve, duration: Double, _ name: String) -> Animation {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.warn("GtkUI: \(name) animation duration \(duration) is not a non-negative number; no animation")
            return Animation(.curve(curve, duration: 0))
        }
        return Animation(.curve(curve, duration: duration))
    }
}
