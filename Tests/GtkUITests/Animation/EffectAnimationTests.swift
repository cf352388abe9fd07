import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Mover {
    var on = false
    var unrelated = 0
}

private struct MovingBox: View {
    let mover: Mover
    var body: some View {
        VStack {
            Text("Unrelated \(mover.unrelated)")
            Text("Box")
                .offset(x: mover.on ? 100 : 0)
                .opacity(mover.on ? 0.2 : 1)
        }
    }
}

private struct TurningBox: View {
    let mover: Mover
    var body: some View {
        Text("Turn").rotationEffect(.degrees(mover.on ? 180 : 0))
    }
}

/// Effects move on GTK's frame clock below the view graph: frames in between evaluate no bodies,
/// and the tick callbacks are gone when the motion ends.
final class EffectAnimationTests: GtkTestCase {
    func testAnAnimatedOffsetAndOpacityMoveThroughFramesWithoutBodies() {
        onGtkThread {
            MotionProbe.withAnimations {
                let mover = Mover()
                let (host, window) = MotionProbe.mount(MovingBox(mover: mover))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)

                withAnimation(.easeInOut(duration: 0.3)) { mover.on = true }
                host.flushUpdates()
                let bodies = Diagnostics.bodyEvaluations.value
                let frames = Diagnostics.animationFrames.value
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 2, "the offset's bin and the opacity's box tick")
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 0, "the change starts at the next frame")
                var seen: [Double] = []
                MotionProbe.runUntilStill { seen.append(MotionProbe.transform(of: bin)[2]) }
                let between = Set(seen.filter { $0 > 0 && $0 < 100 })
                XCTAssertGreaterThanOrEqual(between.count, 2, "frames in between show values in between: \(seen)")
                XCTAssertEqual(seen, seen.sorted(), "an ease-in-out curve moves one way")
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 100)
                let box = Self.opacityBox(in: host.widget, around: bin)
                XCTAssertEqual(box.map { gtk_widget_get_opacity($0) } ?? 0, 0.2, accuracy: 0.01)
                XCTAssertEqual(Diagnostics.bodyEvaluations.value, bodies, "frames in between evaluate no bodies")
                XCTAssertGreaterThan(Diagnostics.animationFrames.value, frames + 2)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)

                mover.on = false
                host.flushUpdates()
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 0, "a change without an animation lands at once")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testAChangeDuringAnAnimationStartsFromTheValueOnScreen() {
        onGtkThread {
            MotionProbe.withAnimations {
                let mover = Mover()
                let (host, window) = MotionProbe.mount(MovingBox(mover: mover))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                withAnimation(.linear(duration: 1)) { mover.on = true }
                host.flushUpdates()
                TestLoop.run(until: { MotionProbe.transform(of: bin)[2] > 20 })
                withAnimation(.linear(duration: 1)) { mover.on = false }
                host.flushUpdates()
                let reversedAt = MotionProbe.transform(of: bin)[2]
                XCTAssertGreaterThan(reversedAt, 20, "the value on screen stays until the next frame")
                var seen: [Double] = []
                MotionProbe.runUntilStill { seen.append(MotionProbe.transform(of: bin)[2]) }
                XCTAssertLessThanOrEqual(seen.max() ?? 0, reversedAt + 0.001, "it goes back from there: \(seen)")
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 0)
            }
        }
    }

    func testAnAnimatedTurnGoesRoundNotThroughAFlatMatrix() {
        onGtkThread {
            MotionProbe.withAnimations {
                let mover = Mover()
                let (host, window) = MotionProbe.mount(TurningBox(mover: mover))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                withAnimation(.linear(duration: 0.3)) { mover.on = true }
                host.flushUpdates()
                var determinants: [Double] = []
                MotionProbe.runUntilStill {
                    let m = MotionProbe.transform(of: bin)
                    determinants.append(m[0] * m[4] - m[1] * m[3])
                }
                for determinant in determinants {
                    XCTAssertEqual(determinant, 1, accuracy: 1e-6, "a turn keeps its size at every frame")
                }
                XCTAssertEqual(MotionProbe.transform(of: bin)[0], -1, accuracy: 1e-9)
            }
        }
    }

    func testReduceMotionLandsAnimatedChangesAtOnce() {
        onGtkThread {
            MotionProbe.withAnimations(false) {
                let mover = Mover()
                let (host, window) = MotionProbe.mount(MovingBox(mover: mover))
                defer { gtk_widget_destroy(window) }
                guard let bin = MotionProbe.effectBins(in: host.widget).first else { return XCTFail("no effect bin") }
                withAnimation(.linear(duration: 1)) { mover.on = true }
                host.flushUpdates()
                XCTAssertEqual(MotionProbe.transform(of: bin)[2], 100)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }
}

extension EffectAnimationTests {
    /// The box between `bin` and `host` drawn below full opacity: the `.opacity` modifier's.
    @MainActor
    fileprivate static func opacityBox(in host: WidgetPointer, around bin: WidgetPointer) -> WidgetPointer? {
        var widget: WidgetPointer? = gtk_widget_get_parent(bin)
        while let current = widget, current != host {
            if gtk_widget_get_opacity(current) < 1 { return current }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }
}
