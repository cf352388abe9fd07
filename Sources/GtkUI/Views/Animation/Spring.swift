import Foundation

/// A spring, as SwiftUI's `Spring`: the physics behind the spring animations, given by a
/// perceptual duration and bounce, a response and damping ratio, or a mass, stiffness and damping.
///
/// Use it in an animation with ``Animation/spring(_:blendDuration:)``, or on its own to work out
/// where a value pulled by the spring is at a given time (``value(target:initialVelocity:time:)``)
/// or to step a simulation (``update(value:velocity:target:deltaTime:)``).
///
/// Bad values get one warning and a defined spring: a duration, response or settling duration
/// that is not a positive number is 0.5 seconds; a mass that is not positive is 1; a stiffness that
/// is not positive is that of a 0.5-second spring; a damping (or ratio) that is negative or NaN is
/// critical.
public struct Spring: Hashable, Sendable {
    /// The mass on the spring.
    public let mass: Double
    /// The spring's stiffness: its pull per unit of distance from the target.
    public let stiffness: Double
    /// The damping: the drag per unit of velocity.
    public let damping: Double

    private init(checkedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring that settles in about `duration` seconds, bouncing by `bounce`: 0 for none, up
    /// to 1 for more, negative for an overdamped spring.
    nonisolated public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        var bounce = bounce
        if !bounce.isFinite || bounce <= -1 || bounce >= 1 {
            Diagnostics.warn("GtkUI: Spring bounce \(bounce) is outside -1…1; using \(bounce.isFinite ? "0.99" : "0")")
            bounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        }
        self.init(
            response: Self.checkedSeconds(duration, "duration"),
            dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring whose undamped period is `response` seconds, damped by `dampingRatio` (1 is
    /// critical; below it bounces, above it creeps).
    nonisolated public init(response: Double, dampingRatio: Double) {
        let response = Self.checkedSeconds(response, "response")
        var ratio = dampingRatio
        if !(ratio >= 0) || !ratio.isFinite {
            Diagnostics.warn("GtkUI: Spring dampingRatio \(dampingRatio) is not a non-negative number; using 1")
            ratio = 1
        }
        let omega = 2 * Double.pi / response
        self.init(checkedMass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// A physical spring: `mass` on a spring of `stiffness`, slowed by `damping`. Without
    /// `allowOverDamping`, a damping beyond critical is taken as critical.
    nonisolated public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        var mass = mass
        if !(mass > 0) || !mass.isFinite {
            Diagnostics.warn("GtkUI: Spring mass \(mass) is not a positive number; using 1")
            mass = 1
        }
        var stiffness = stiffness
        if !(stiffness > 0) || !stiffness.isFinite {
            let fallback = pow(2 * Double.pi / 0.5, 2) * mass
            Diagnostics.warn("GtkUI: Spring stiffness \(stiffness) is not a positive number; using \(fallback)")
            stiffness = fallback
        }
        let critical = 2 * (stiffness * mass).squareRoot()
        var damping = damping
        if !(damping >= 0) || !damping.isFinite {
            Diagnostics.warn("GtkUI: Spring damping \(damping) is not a non-negative number; critically damped")
            damping = critical
        }
        self.init(checkedMass: mass, stiffness: stiffness, damping: allowOverDamping ? damping : min(damping, critical))
    }

    /// A spring damped by `dampingRatio` that comes within `epsilon` of its target (as a fraction
    /// of the change) `settlingDuration` seconds after it starts at rest.
    nonisolated public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let settling = Self.checkedSeconds(settlingDuration, "settlingDuration")
        let unitSettling = unit.settlingDuration(
            target: 1.0, initialVelocity: 0.0, epsilon: Self.checkedEpsilon(epsilon))
        // Time scales with the response for a given ratio.
        self.init(response: unitSettling > 0 ? settling / unitSettling : settling, dampingRatio: unit.dampingRatio)
    }

    /// The spring's undamped period, in seconds.
    public var response: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }

    /// How damped the spring is: 1 is critical, below it bounces.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration, in seconds: the response.
    public var duration: TimeInterval { response }

    /// How much the spring bounces: 0 for none, towards 1 for more, negative when overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Seconds until a change started at rest stays within 0.001 of its size from the target.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// Seconds until a value starting at zero with `initialVelocity` stays within `epsilon` of
    /// `target`.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> TimeInterval
    {
        let epsilon = Self.checkedEpsilon(epsilon)
        let step = 1.0 / 240
        let longest = SpringModel.longest
        let settleAfter = 4 * response / (2 * Double.pi) + 0.1
        var time = 0.0
        var lastOutside = 0.0
        while time < longest {
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            if offset.magnitudeSquared.squareRoot() > epsilon {
                lastOutside = time
            } else if time - lastOutside > settleAfter {
                break
            }
            time += step
        }
        return min(lastOutside + step, longest)
    }

    /// Where a value that starts at zero, moving at `initialVelocity` (per second), is after
    /// `time` seconds of the spring pulling it towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (displacement, carry) = solution(at: time)
        return target - target.scaled(by: displacement) + initialVelocity.scaled(by: carry)
    }

    /// How fast that value moves (per second) after `time` seconds.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (displacementRate, carryRate) = rates(at: time)
        return initialVelocity.scaled(by: carryRate) - target.scaled(by: displacementRate)
    }

    /// Where a value moving from `fromValue` to `toValue`, at `initialVelocity` at the start, is
    /// after `time` seconds.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// How fast a value moving from `fromValue` to `toValue` moves after `time` seconds.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval)
        -> V
    {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds of the spring pulling towards
    /// `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let change = target - value
        let newValue = value + self.value(target: change, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: change, initialVelocity: velocity, time: deltaTime)
        value = newValue
    }

    /// The force on a value at `position`, moving at `velocity`, from the spring pulling it
    /// towards `target` and the damping slowing it.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// A spring with no bounce, lasting about `duration` seconds, with `extraBounce` added.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce (0.15), lasting about `duration` seconds, with `extraBounce` added.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce (0.3), lasting about `duration` seconds, with `extraBounce` added.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring of 0.5 seconds with no bounce.
    public static var smooth: Spring { smooth() }
    /// A spring of 0.5 seconds with a little bounce.
    public static var snappy: Spring { snappy() }
    /// A spring of 0.5 seconds with a visible bounce.
    public static var bouncy: Spring { bouncy() }

    /// The spring per unit mass, as the animations run it.
    func model(initialVelocity: Double = 0) -> SpringModel {
        SpringModel(
            stiffness: stiffness / mass, damping: damping / mass,
            initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }

    private func solution(at time: Double) -> (displacement: Double, carry: Double) {
        guard time > 0 else { return (1, 0) }
        return SpringModel.solution(at: time, stiffness: stiffness / mass, damping: damping / mass)
    }

    /// The rates of change of ``solution(at:)``'s two parts, by a small step.
    private func rates(at time: Double) -> (displacement: Double, carry: Double) {
        let t = max(0, time)
        let h = 1e-6
        let now = SpringModel.solution(at: t, stiffness: stiffness / mass, damping: damping / mass)
        let later = SpringModel.solution(at: t + h, stiffness: stiffness / mass, damping: damping / mass)
        return ((later.displacement - now.displacement) / h, (later.carry - now.carry) / h)
    }

    private static func checkedSeconds(_ seconds: Double, _ name: String) -> Double {
        guard seconds > 0, seconds.isFinite else {
            Diagnostics.warn("GtkUI: Spring \(name) \(seconds) is not a positive number of seconds; using 0.5")
            return 0.5
        }
        return seconds
    }

    private static func checkedEpsilon(_ epsilon: Double) -> Double {
        guard epsilon > 0, epsilon.isFinite else {
            Diagnostics.warn("GtkUI: Spring epsilon \(epsilon) is not a positive number; using 0.001")
            return 0.001
        }
        return epsilon
    }
}

extension Animation {
    /// An animation moved by `spring`. `blendDuration` is accepted: a new spring takes over from
    /// the value and velocity on screen at once.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring.model()))
    }

    /// An animation moved by `spring`, starting at `initialVelocity` units of the change per second.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(spring.model(initialVelocity: initialVelocity)))
    }
}
