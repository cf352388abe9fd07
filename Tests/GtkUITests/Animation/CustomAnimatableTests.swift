import Foundation
import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Trigger {
    var count = 0
    var on = false
}

/// What the bodies under test were evaluated with, in order; read and written on the main thread.
private enum AnimatableBodyLog {
    nonisolated(unsafe) static var values: [Double] = []
    nonisolated(unsafe) static var parents = 0
}

/// A shake: a sideways move that goes back and forth once per unit of its data.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
    }
}

/// A move by a fraction of the view's own width.
private struct SlideAcross: GeometryEffect {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width * fraction, y: 0))
    }
}

/// A geometry effect whose value is not a number.
private struct Broken: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: .nan, y: animatableData))
    }
}

/// A modifier of the user's whose body follows its animatable data.
private struct Dim: ViewModifier, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func body(content: Content) -> some View {
        AnimatableBodyLog.values.append(level)
        return content.opacity(level)
    }
}

/// A view of the user's whose body follows its animatable data: a counter that counts up.
private struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        AnimatableBodyLog.values.append(value)
        return Text("Count \(Int(value.rounded()))")
    }
}

private struct ShakeScreen: View {
    let trigger: Trigger
    var body: some View {
        let _ = AnimatableBodyLog.parents += 1
        Text("Password").modifier(Shake(animatableData: CGFloat(trigger.count)))
    }
}

private struct SlideScreen: View {
    let trigger: Trigger
    var body: some View {
        Color.red.frame(width: 80, height: 20).modifier(SlideAcross(fraction: trigger.on ? 1 : 0))
    }
}

private struct DimScreen: View {
    let trigger: Trigger
    var body: some View {
        let _ = AnimatableBodyLog.parents += 1
        Text("Dimmed").modifier(Dim(level: trigger.on ? 0.2 : 1))
    }
}

private struct CounterScreen: View {
    let trigger: Trigger
    var body: some View {
        let _ = AnimatableBodyLog.parents += 1
        if trigger.count >= 0 {
            CountingText(value: trigger.on ? 100 : 0)
        }
    }
}

/// Geometry effects, and views and modifiers of the user's that are `Animatable`, move their
/// data through frames: a geometry effect below the view graph (no bodies), a custom view or
/// modifier by evaluating its own body once per frame and nothing above it.
final class CustomAnimatableTests: GtkTestCase {
    override func setUp() {
        super.setUp()
        AnimatableBodyLog.values = []
        AnimatableBodyLog.parents = 0
    }

    func testAShakeGeometryEffectMovesThroughFramesWithoutBodies() {
        onGtkThread {
            MotionProbe.withAnimations {
                let trigger = Trigger()
                let (host, window) = MotionProbe.mount(ShakeScreen(trigger: trigger))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 0, accuracy: 1e-9)
                withAnimation(.linear(duration: 0.4)) { trigger.count = 1 }
                host.flushUpdates()
                let bodies = Diagnostics.bodyEvaluations.value
                var seen: [Double] = []
                MotionProbe.runUntilStill { seen.append(MotionProbe.transform(of: bin)[2]) }
                XCTAssertTrue(seen.contains { $0 > 1 }, "moved right on the way: \(seen)")
                XCTAssertTrue(seen.contains { $0 < -1 }, "and left: \(seen)")
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 0, accuracy: 1e-6, "back at rest at the end")
                XCTAssertEqual(Diagnostics.bodyEvaluations.value, bodies, "frames in between evaluate no bodies")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testAGeometryEffectIsGivenTheViewsSize() {
        onGtkThread {
            MotionProbe.withAnimations {
                let trigger = Trigger()
                let (host, window) = MotionProbe.mount(SlideScreen(trigger: trigger))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                trigger.on = true
                host.flushUpdates()
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 80, "without an animation it lands at once")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testAGeometryEffectThatIsNotANumberWarnsOnceAndDrawsUntransformed() {
        onGtkThread {
            MotionProbe.withAnimations {
                let trigger = Trigger()
                let messages = LogCapture.expect("effectValue", domain: "GtkUI") {
                    let (host, window) = MotionProbe.mount(
                        Text("Broken").modifier(Broken(animatableData: 0)))
                    defer { gtk_widget_destroy(window) }
                    _ = trigger
                    guard let bin = MotionProbe.effectBins(in: host.widget).first else {
                        return XCTFail("no effect bin")
                    }
                    XCTAssertEqual(MotionProbe.transform(of: bin), [1, 0, 0, 0, 1, 0, 0, 0, 1])
                }
                XCTAssertEqual(messages.count, 1)
            }
        }
    }

    func testACustomAnimatableModifierEvaluatesOnlyItsOwnBodyPerFrame() {
        onGtkThread {
            MotionProbe.withAnimations {
                let trigger = Trigger()
                let (host, window) = MotionProbe.mount(DimScreen(trigger: trigger))
                defer { gtk_widget_destroy(window) }
                XCTAssertEqual(AnimatableBodyLog.values, [1])
                withAnimation(.linear(duration: 0.3)) { trigger.on = true }
                host.flushUpdates()
                XCTAssertEqual(AnimatableBodyLog.parents, 2, "the change evaluates the parent once")
                let bodies = Diagnostics.bodyEvaluations.value
                let logged = AnimatableBodyLog.values.count
                MotionProbe.runUntilStill()
                let frames = Array(AnimatableBodyLog.values[logged...])
                let between = frames.filter { $0 > 0.2 && $0 < 1 }
                XCTAssertGreaterThanOrEqual(between.count, 2, "the body saw levels in between: \(frames)")
                XCTAssertEqual(frames, frames.sorted(by: >), "a linear fade goes one way: \(frames)")
                XCTAssertEqual(AnimatableBodyLog.values.last ?? 0, 0.2, accuracy: 1e-9)
                XCTAssertEqual(AnimatableBodyLog.parents, 2, "frames evaluate nothing above the modifier")
                XCTAssertEqual(
                    Diagnostics.bodyEvaluations.value - bodies, frames.count, "one body per frame, the modifier's")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)

                trigger.on = false
                host.flushUpdates()
                XCTAssertEqual(AnimatableBodyLog.values.last, 1, "without an animation it lands at once")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testACustomAnimatableViewCountsUpThroughFrames() {
        onGtkThread {
            MotionProbe.withAnimations {
                let trigger = Trigger()
                let (host, window) = MotionProbe.mount(CounterScreen(trigger: trigger))
                defer { gtk_widget_destroy(window) }
                withAnimation(.easeInOut(duration: 0.3)) { trigger.on = true }
                host.flushUpdates()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Count 0"], "the change starts at the next frame")
                var labels: [String] = []
                MotionProbe.runUntilStill { labels.append(contentsOf: WidgetTree.labels(in: host.widget)) }
                let between = Set(labels).subtracting(["Count 0", "Count 100"])
                XCTAssertGreaterThanOrEqual(between.count, 2, "counts in between were shown: \(labels)")
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Count 100"])
                XCTAssertEqual(AnimatableBodyLog.parents, 2, "frames evaluate nothing above the view")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testACustomAnimatableViewRemovedMidwayTakesItsFramesWithIt() {
        onGtkThread {
            MotionProbe.withAnimations {
                let trigger = Trigger()
                let (host, window) = MotionProbe.mount(CounterScreen(trigger: trigger))
                defer { gtk_widget_destroy(window) }
                withAnimation(.linear(duration: 5)) { trigger.on = true }
                host.flushUpdates()
                TestLoop.run(until: { AnimatableBodyLog.values.count > 3 })
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 1)
                trigger.count = -1
                host.flushUpdates()
                let logged = AnimatableBodyLog.values.count
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0, "unmounting removes the tick callback")
                TestLoop.run(for: 0.1)
                XCTAssertEqual(AnimatableBodyLog.values.count, logged, "no body after the view went")
                XCTAssertEqual(WidgetTree.labels(in: host.widget), [])
            }
        }
    }
}
