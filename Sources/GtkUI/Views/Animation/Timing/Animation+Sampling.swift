extension Animation {
    /// Whether the animation lands at once: a zero duration, or a spring that does not move.
    var isInstant: Bool { timing.duration <= 0 && delayTime <= 0 }

    /// Where a value moving from `from` to `to`, starting at `velocity` (units per second), is
    /// `elapsed` seconds after the animation started, with its velocity, and whether it has ended
    /// (then the value is `to` and the velocity zero).
    func sample<Value: VectorArithmetic>(from: Value, to: Value, velocity: Value, elapsed: Double) -> (
        value: Value, velocity: Value, finished: Bool
    ) {
        let local = elapsed - delayTime
        guard local >= 0 else { return (from, .zero, false) }
        let time = local * speedFactor
        let duration = timing.duration
        guard duration > 0 else { return (to, .zero, true) }
        var start = velocity
        if case .spring(let spring) = timing, spring.initialVelocity != 0 {
            start += (to - from).scaled(by: spring.initialVelocity)
        }
        var (origin, target, inner) = (from, to, time)
        if repeats != 1 {
            let iteration = Int(min(time / duration, Double(Int.max / 2)))
            if let repeats, iteration >= repeats { return (to, .zero, true) }
            inner = time - Double(iteration) * duration
            if iteration > 0 { start = .zero }
            if reverses, iteration % 2 == 1 { (origin, target) = (to, from) }
        } else if time >= duration {
            return (to, .zero, true)
        }
        let c = timing.coefficients(at: inner)
        let offset = origin - target
        let value = target + offset.scaled(by: c.displacement) + start.scaled(by: c.carry)
        let rate = offset.scaled(by: c.displacementRate) + start.scaled(by: c.carryRate)
        return (value, rate.scaled(by: speedFactor), false)
    }
}
