import Foundation
import Testing

@testable import GtkUI

/// The timing model sampled at known times on a fake clock: curves, springs, delay, speed,
/// repeats, and a change made while a value moves.
@Suite struct AnimationTimingTests {
    private func value(_ animation: Animation, at time: Double, from: Double = 0, to: Double = 1) -> Double {
        animation.sample(from: from, to: to, velocity: 0, elapsed: time).value
    }

    @Test func curvesFollowTheirBezierCurves() {
        #expect(abs(value(.linear(duration: 1), at: 0.25) - 0.25) < 1e-6)
        #expect(abs(value(.easeInOut(duration: 1), at: 0.5) - 0.5) < 1e-4)
        // CSS's ease-in and ease-out at half time.
        #expect(abs(value(.easeIn(duration: 1), at: 0.5) - 0.3153) < 1e-3)
        #expect(abs(value(.easeOut(duration: 1), at: 0.5) - 0.6847) < 1e-3)
        #expect(abs(value(.timingCurve(0.42, 0, 0.58, 1, duration: 2), at: 1) - 0.5) < 1e-4)
        #expect(value(.easeIn(duration: 1), at: 0.1) < 0.1)
        let end = Animation.linear(duration: 1).sample(from: 0.0, to: 1.0, velocity: 0, elapsed: 1)
        #expect(end.finished && end.value == 1)
    }

    @Test func aCriticallyDampedSpringFollowsItsClosedForm() {
        // ω = 2π for a response of 1 s: x(t) = e^(−ωt)(1 + ωt) of the way back.
        let spring = Animation.spring(response: 1, dampingFraction: 1)
        let omega = 2 * Double.pi
        for time in [0.05, 0.1, 0.3] {
            let expected = 1 - exp(-omega * time) * (1 + omega * time)
            #expect(abs(value(spring, at: time) - expected) < 1e-6)
        }
        let settled = spring.sample(from: 0.0, to: 1.0, velocity: 0, elapsed: 5)
        #expect(settled.finished && settled.value == 1)
    }

    @Test func aBouncySpringOvershootsAndSettles() {
        let bouncy = Animation.spring(duration: 0.5, bounce: 0.5)
        let peak = stride(from: 0.0, to: 1.5, by: 0.01).map { value(bouncy, at: $0) }.max() ?? 0
        #expect(peak > 1.1)
        #expect(!Animation.smooth.sample(from: 0.0, to: 1.0, velocity: 0, elapsed: 0.2).finished)
        #expect(stride(from: 0.0, to: 2, by: 0.01).allSatisfy { value(.smooth, at: $0) <= 1 + 1e-9 })
    }

    @Test func interpolatingSpringUsesStiffnessAndDamping() {
        // Stiffness 100, damping 20: ω = 10, critically damped.
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 20)
        let expected = 1 - exp(-1.0) * 2
        #expect(abs(value(spring, at: 0.1) - expected) < 1e-6)
    }

    @Test func delaySpeedAndRepeatsShiftTheTimeline() {
        let linear = Animation.linear(duration: 1)
        #expect(value(linear.delay(0.5), at: 0.4) == 0)
        #expect(abs(value(linear.delay(0.5), at: 0.75) - 0.25) < 1e-6)
        #expect(abs(value(linear.speed(2), at: 0.25) - 0.5) < 1e-6)
        let twice = linear.repeatCount(2, autoreverses: true)
        #expect(abs(value(twice, at: 0.25) - 0.25) < 1e-6)
        #expect(abs(value(twice, at: 1.25) - 0.75) < 1e-6)
        let end = twice.sample(from: 0.0, to: 1.0, velocity: 0, elapsed: 2.1)
        #expect(end.finished && end.value == 1)
        let forever = linear.repeatForever(autoreverses: false)
        #expect(abs(value(forever, at: 100.25) - 0.25) < 1e-6)
        #expect(!forever.sample(from: 0.0, to: 1.0, velocity: 0, elapsed: 1e6).finished)
    }

    @Test @MainActor func aChangeDuringASpringContinuesFromItsValueAndVelocity() {
        var offset = AnimatedValue(0.0)
        let started = offset.set(100, animation: .spring(response: 1, dampingFraction: 1))
        #expect(started)
        _ = offset.tick(at: 10)
        _ = offset.tick(at: 10.1)
        let (shown, velocity) = (offset.presented, offset.velocity)
        #expect(shown > 0 && shown < 100 && velocity > 0)
        // Back to 0: the new run starts where the old one is, still moving forwards.
        let restarted = offset.set(0, animation: .spring(response: 1, dampingFraction: 1))
        #expect(restarted)
        _ = offset.tick(at: 10.1)
        #expect(abs(offset.presented - shown) < 1e-9)
        _ = offset.tick(at: 10.11)
        #expect(offset.presented > shown)
        while offset.tick(at: 11 + Double.random(in: 0..<1)) {}
        #expect(offset.presented == 0 && !offset.isAnimating)
    }

    @Test @MainActor func withoutAnAnimationAValueLandsAtOnce() {
        var opacity = AnimatedValue(1.0)
        let jumped = opacity.set(0, animation: nil)
        #expect(!jumped)
        #expect(opacity.presented == 0)
        let instant = opacity.set(1, animation: .linear(duration: 0))
        #expect(!instant)
        #expect(opacity.presented == 1)
    }

    @Test func nestedWithAnimationTheInnermostWins() {
        let seen = withAnimation(.linear) {
            withAnimation(.bouncy) { TransactionScope.current?.animation }
        }
        #expect(seen == .bouncy)
        #expect(TransactionScope.current == nil)
    }
}
