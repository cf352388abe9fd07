/// What an ``Animation`` does between its start and its end, before delay, speed and repeats.
enum AnimationTiming: Hashable, Sendable {
    /// A cubic Bézier curve lasting `duration` seconds (0: lands at once).
    case curve(BezierCurve, duration: Double)
    /// A damped spring.
    case spring(SpringModel)

    /// Seconds one play takes: the curve's duration, or the time the spring takes to settle.
    var duration: Double {
        switch self {
        case .curve(_, let duration): duration
        case .spring(let spring): spring.settlingDuration
        }
    }

    /// The coefficients of the value at `time` seconds into one play: the value is
    /// `to + (from − to)·displacement + velocity₀·carry`, and its velocity the same with the
    /// derivatives. A curve ignores the velocity it starts with; a spring carries it on.
    func coefficients(at time: Double) -> AnimationCoefficients {
        switch self {
        case .curve(let curve, let duration):
            guard duration > 0, time < duration else { return .settled }
            let progress = max(0, time) / duration
            let (value, slope) = curve.sample(progress)
            return AnimationCoefficients(
                displacement: 1 - value, carry: 0, displacementRate: -slope / duration, carryRate: 0)
        case .spring(let spring):
            return spring.coefficients(at: time)
        }
    }
}

/// How far a moving value still is from its target, and how much of its starting velocity it
/// carries, at one moment; see ``AnimationTiming/coefficients(at:)``.
struct AnimationCoefficients: Equatable, Sendable {
    var displacement: Double
    var carry: Double
    var displacementRate: Double
    var carryRate: Double

    /// At the target, at rest.
    static let settled = AnimationCoefficients(displacement: 0, carry: 0, displacementRate: 0, carryRate: 0)
}
