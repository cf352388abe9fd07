import GtkUI
import Observation
import TestLogGuard
import XCTest

@Observable @MainActor
private final class Stage {
    var trigger = 0
    var shown = true
}

/// Counts content evaluations without being observed.
@MainActor
private final class StepCounter {
    var steps = 0
}

private struct Cycling: View {
    let stage: Stage
    var body: some View {
        if stage.shown {
            PhaseAnimator([0.0, 100.0, 50.0]) { x in
                Color.red.frame(width: 10, height: 10).offset(x: x)
            } animation: { _ in
                .linear(duration: 0.1)
            }
        }
    }
}

private struct Triggered: View {
    let stage: Stage
    let counter: StepCounter
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .phaseAnimator([1.0, 2.0, 3.0], trigger: stage.trigger) { content, scale in
                let _ = counter.steps += 1
                content.scaleEffect(scale)
            } animation: { scale in
                scale == 1 ? nil : .linear(duration: 0.1)
            }
    }
}

/// PhaseAnimator steps through its phases with an animation into each: for ever without a trigger,
/// once per trigger change with one; a step evaluates the content once, the frames none.
final class PhaseAnimatorTests: GtkTestCase {
    func testPhasesCycleWhileShownAndStopWhenRemoved() {
        onGtkThread {
            MotionProbe.withAnimations {
                let stage = Stage()
                let (host, window) = MotionProbe.mount(Cycling(stage: stage))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                var seen: [Double] = []
                TestLoop.run(
                    until: {
                        let x = MotionProbe.transform(of: bin)[2]
                        if seen.last != x { seen.append(x) }
                        return seen.filter { $0 == 100 }.count >= 2 && seen.last == 0
                    }, timeout: 5)
                // Arrivals, in order: 100, 50, 0, 100, ...
                let arrivals = seen.filter { [0, 50, 100].contains($0) }
                XCTAssertEqual(Array(arrivals.prefix(5)), [0, 100, 50, 0, 100], "\(seen)")
                XCTAssertGreaterThan(seen.count, arrivals.count, "values in between are shown")

                stage.shown = false
                host.flushUpdates()
                TestLoop.run(for: 0.3)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0, "removed, it stops")
            }
        }
    }

    func testATriggerRunsThroughThePhasesOnceAndBack() {
        onGtkThread {
            MotionProbe.withAnimations {
                let stage = Stage()
                let counter = StepCounter()
                let (host, window) = MotionProbe.mount(Triggered(stage: stage, counter: counter))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                TestLoop.run(for: 0.2)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0, "nothing moves before the trigger")
                XCTAssertEqual(MotionProbe.transform(of: bin)[0], 1)
                let steps = counter.steps

                stage.trigger += 1
                host.flushUpdates()
                var seen: [Double] = []
                TestLoop.run(
                    until: {
                        let scale = MotionProbe.transform(of: bin)[0]
                        if seen.last != scale { seen.append(scale) }
                        return seen.contains(3) && scale == 1
                    }, timeout: 5)
                TestLoop.run(for: 0.3)
                XCTAssertTrue(seen.contains(2) && seen.contains(3), "\(seen)")
                XCTAssertEqual(seen.last, 1, "back at the first phase at once (its animation is nil)")
                XCTAssertEqual(MotionProbe.transform(of: bin)[0], 1)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0, "and it stays there")
                XCTAssertEqual(counter.steps - steps, 4, "one for the new trigger, then one per step; none per frame")
            }
        }
    }

    func testNoPhasesShowNothingWithOneWarning() {
        onGtkThread {
            let messages = LogCapture.expect("no phases", domain: "GtkUI") {
                let (_, window) = MotionProbe.mount(
                    PhaseAnimator([Double]()) { x in Color.red.offset(x: x) })
                TestLoop.run(for: 0.1)
                gtk_widget_destroy(window)
            }
            XCTAssertEqual(messages.count, 1)
        }
    }
}
