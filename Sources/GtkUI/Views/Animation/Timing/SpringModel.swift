import Foundation

/// A damped spring of unit mass pulling a value towards its target, solved in closed form, so a
/// frame's value does not depend on how often frames came before it.
struct SpringModel: Hashable, Sendable {
    /// Stiffness per unit mass (ω₀²); 0 for a spring that lands at once.
    var stiffness: Double
    /// Damping per unit mass (2ζω₀).
    var damping: Double
    /// Velocity at the start, in units of the change per second.
    var initialVelocity: Double
    /// Seconds until the spring stays within ``tolerance`` of its target, at most ``longest``;
    /// worked out once, as every frame needs it.
    let settlingDuration: Double

    init(stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        settlingDuration = Self.settlingDuration(stiffness: stiffness, damping: damping)
    }

    /// How close to the target (as a fraction of the change) counts as settled.
    static let tolerance = 0.001
    /// The longest a spring runs before it is put at its target.
    static let longest = 30.0

    /// A spring that lands at once.
    static let instant = SpringModel(stiffness: 0, damping: 0)

    /// SwiftUI's response and damping fraction: ω₀ = 2π / response, ζ = dampingFraction.
    static func checked(response: Double, dampingFraction: Double) -> SpringModel {
        guard response.isFinite, response >= 0 else {
            Diagnostics.warn("GtkUI: spring response \(response) is not a non-negative number; no animation")
            return .instant
        }
        guard response > 0 else { return .instant }
        var fraction = dampingFraction
        if !(fraction > 0) || !fraction.isFinite {
            Diagnostics.warn("GtkUI: spring dampingFraction \(dampingFraction) is not a positive number; using 1")
            fraction = 1
        }
        let omega = 2 * Double.pi / response
        return SpringModel(stiffness: omega * omega, damping: 2 * fraction * omega)
    }

    /// SwiftUI's perceptual duration and bounce: the response is the duration, and the damping
    /// fraction 1 − bounce (or 1 / (1 + bounce) for a negative bounce).
    static func checked(duration: Double, bounce: Double) -> SpringModel {
        var bounce = bounce
        if !bounce.isFinite || bounce <= -1 || bounce >= 1 {
            Diagnostics.warn("GtkUI: spring bounce \(bounce) is outside -1…1; using \(bounce.isFinite ? "0.99" : "0")")
            bounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        }
        return checked(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A physical spring: `mass`, `stiffness` and `damping`, started at `initialVelocity`.
    static func checked(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> SpringModel {
        var mass = mass
        if !(mass > 0) || !mass.isFinite {
            Diagnostics.warn("GtkUI: spring mass \(mass) is not a positive number; using 1")
            mass = 1
        }
        guard stiffness > 0, stiffness.isFinite else {
            Diagnostics.warn("GtkUI: spring stiffness \(stiffness) is not a positive number; no animation")
            return .instant
        }
        let perMass = stiffness / mass
        var damping = damping / mass
        if !(damping > 0) || !damping.isFinite {
            Diagnostics.warn("GtkUI: spring damping \(damping * mass) is not a positive number; critically damped")
            damping = 2 * perMass.squareRoot()
        }
        return SpringModel(
            stiffness: perMass, damping: damping, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }

    /// The displacement (from a unit start, at rest) and the carry (from a unit velocity, at the
    /// target) at `time`, without the settling cut-off.
    static func solution(at t: Double, stiffness: Double, damping: Double) -> (
        displacement: Double, carry: Double
    ) {
        let omega = stiffness.squareRoot()
        let zeta = damping / (2 * omega)
        if abs(zeta - 1) < 1e-6 {
            let decay = exp(-omega * t)
            return (decay * (1 + omega * t), t * decay)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let (s, c) = (sin(damped * t), cos(damped * t))
            return (decay * (c + zeta * omega / damped * s), decay * s / damped)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return ((r2 * e1 - r1 * e2) / (r2 - r1), (e2 - e1) / (r2 - r1))
    }

    private static func settlingDuration(stiffness: Double, damping: Double) -> Double {
        guard stiffness > 0 else { return 0 }
        let omega = stiffness.squareRoot()
        // Steps of a frame at 240 Hz, backwards from the longest: the last moment the spring is
        // outside the tolerance, so a bounce that comes back out is not missed.
        let step = 1.0 / 240
        var time = 0.0
        var lastOutside = 0.0
        while time < Self.longest {
            let (displacement, carry) = solution(at: time, stiffness: stiffness, damping: damping)
            if abs(displacement) > Self.tolerance || abs(carry * omega) > Self.tolerance {
                lastOutside = time
            } else if time - lastOutside > 4 / omega + 0.1 {
                break
            }
            time += step
        }
        return min(lastOutside + step, Self.longest)
    }

    /// See ``AnimationTiming/coefficients(at:)``.
    func coefficients(at time: Double) -> AnimationCoefficients {
        guard stiffness > 0, time < settlingDuration else { return .settled }
        let t = max(0, time)
        let h = 1e-5
        let now = Self.solution(at: t, stiffness: stiffness, damping: damping)
        let later = Self.solution(at: t + h, stiffness: stiffness, damping: damping)
        return AnimationCoefficients(
            displacement: now.displacement, carry: now.carry,
            displacementRate: (later.displacement - now.displacement) / h,
            carryRate: (later.carry - now.carry) / h)
    }
}
