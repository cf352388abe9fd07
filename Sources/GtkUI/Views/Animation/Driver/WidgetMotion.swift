/// One animated property of a widget: where it is, where it goes, and the frame clock that moves
/// it there. What built-in representables keep in their coordinators for each value they animate
/// (an effect's numbers, an opacity, a shape's animatable data).
///
/// ``move(to:on:transaction:apply:)`` is called from `updateWidget` with the new value: without
/// an animation in the transaction (or with Reduce Motion) `apply` gets it at once; with one,
/// `apply` gets each frame's value from the frame clock, and no view body is evaluated for them.
@MainActor
final class WidgetMotion<Value: VectorArithmetic> {
    private var value: AnimatedValue<Value>?
    private let animator = FrameAnimator()
    private var apply: ((Value) -> Void)?

    nonisolated init() {}

    /// The value last applied, if any.
    var presented: Value? { value?.presented }

    /// Whether frames are moving the value.
    var isMoving: Bool { animator.isRunning }

    /// Moves the property to `target`, animated as `transaction` says; `apply` puts a value on
    /// `widget`. The first value lands at once.
    func move(
        to target: Value, on widget: WidgetPointer, transaction: Transaction, apply: @escaping (Value) -> Void
    ) {
        guard var current = value else {
            value = AnimatedValue(target)
            apply(target)
            return
        }
        let moving = current.set(
            target, animation: transaction.effectiveAnimation, completion: transaction.completion)
        value = current
        self.apply = apply
        if moving {
            animator.onFrame = { [weak self] time in self?.frame(at: time) ?? false }
            animator.start(on: widget)
        } else {
            animator.stop()
            apply(current.presented)
        }
    }

    /// Puts the value at `value` without applying it or moving, so the next animated
    /// ``move(to:on:transaction:apply:)`` starts there.
    func reset(to value: Value) {
        animator.stop()
        self.value?.finish()
        self.value = AnimatedValue(value)
    }

    /// Ends any motion where it is going, without applying it: the widget is going away.
    func stop() {
        animator.stop()
        value?.finish()
        apply = nil
    }

    private func frame(at time: Double) -> Bool {
        guard var current = value else { return false }
        let moving = current.tick(at: time)
        value = current
        apply?(current.presented)
        return moving
    }
}
