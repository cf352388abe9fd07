/// Which of a stepper's buttons work, and what is wrong with its input, if anything.
struct StepperLimits {
    var canIncrement: Bool
    var canDecrement: Bool
    /// A warning to give once, for a step that is not positive or a value outside the bounds.
    var problem: String?
}

/// How ``Stepper`` moves a bound value: by a step, kept within optional bounds.
@MainActor
struct StepperStepping<V: Strideable> {
    let value: Binding<V>
    let bounds: ClosedRange<V>?
    let step: V.Stride

    /// Moves the value one step up or down. A value outside the bounds lands inside them.
    func move(up: Bool) {
        guard step > 0 else { return }
        let moved = value.wrappedValue.advanced(by: up ? step : -step)
        value.wrappedValue = bounds.map { min(max(moved, $0.lowerBound), $0.upperBound) } ?? moved
    }

    /// The buttons that work for the current value: none for a step that is not positive, and
    /// not the one that would leave the bounds.
    func limits() -> StepperLimits {
        guard step > 0 else {
            return StepperLimits(
                canIncrement: false, canDecrement: false,
                problem: "GtkUI: Stepper step \(step) is not positive; its buttons do nothing")
        }
        guard let bounds else { return StepperLimits(canIncrement: true, canDecrement: true, problem: nil) }
        let current = value.wrappedValue
        let problem =
            bounds.contains(current)
            ? nil : "GtkUI: Stepper value \(current) lies outside \(bounds); a step brings it within"
        return StepperLimits(
            canIncrement: current < bounds.upperBound, canDecrement: current > bounds.lowerBound, problem: problem)
    }
}
