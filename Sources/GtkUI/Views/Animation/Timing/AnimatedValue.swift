/// One value moving towards its target under an ``Animation``, sampled frame by frame: what an
/// effect, a shape or a transition keeps for each property it animates.
///
/// It knows nothing of GTK or of clocks: ``tick(at:)`` is given the frame's time. A run starts at
/// the first frame after it was asked for, from the value and velocity last shown, so a change
/// during an animation continues from what is on screen.
struct AnimatedValue<Value: VectorArithmetic> {
    /// The value the animation moves towards, or holds once it ended.
    private(set) var target: Value
    /// The value last shown.
    private(set) var presented: Value
    /// Its velocity, in units per second.
    private(set) var velocity: Value = .zero
    private var run: Run?

    private struct Run {
        var from: Value
        var startVelocity: Value
        var animation: Animation
        var start: Double?
        var completion: AnimationCompletionGroup?
    }

    init(_ value: Value) {
        target = value
        presented = value
    }

    /// Whether a run is under way.
    var isAnimating: Bool { run != nil }

    /// Moves the target to `value`: at once without `animation`, otherwise through frames from now
    /// on. Returns whether frames are needed. The run holds `completion` until it ends.
    @MainActor
    mutating func set(_ value: Value, animation: Animation?, completion: AnimationCompletionGroup? = nil) -> Bool {
        guard value != target else { return run != nil }
        target = value
        run?.completion?.end()
        guard let animation, !animation.isInstant else {
            run = nil
            presented = value
            velocity = .zero
            return false
        }
        completion?.begin()
        run = Run(from: presented, startVelocity: velocity, animation: animation, start: nil, completion: completion)
        return true
    }

    /// Puts the value at its target and ends any run.
    @MainActor
    mutating func finish() {
        run?.completion?.end()
        run = nil
        presented = target
        velocity = .zero
    }

    /// Samples the run at `time` (seconds on the frame clock). Returns whether it still moves.
    @MainActor
    mutating func tick(at time: Double) -> Bool {
        guard var run else { return false }
        let start = run.start ?? time
        run.start = start
        let sample = run.animation.sample(
            from: run.from, to: target, velocity: run.startVelocity, elapsed: time - start)
        presented = sample.value
        velocity = sample.velocity
        if sample.finished {
            self.run = nil
            run.completion?.end()
            return false
        }
        self.run = run
        return true
    }
}
