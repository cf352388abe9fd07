import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Shown {
    var on = false
}

private struct Panel: View {
    let shown: Shown
    let transition: AnyTransition
    var body: some View {
        VStack {
            Text("Top")
            if shown.on {
                Text("Details").transition(transition)
            }
            Text("Bottom")
        }
    }
}

/// Transitions carry inserted views in and removed views out; a removed view stays, without
/// input, until its removal ends, then its widgets go.
final class TransitionTests: GtkTestCase {
    @MainActor
    private static func detailsBin(in host: WidgetPointer) -> WidgetPointer? {
        MotionProbe.effectBins(in: host).first { WidgetTree.labels(in: $0) == ["Details"] }
    }

    func testAnInsertedViewFadesInAndARemovedOneStaysUntilItHasFadedOut() {
        onGtkThread {
            MotionProbe.withAnimations {
                let shown = Shown()
                let (host, window) = MotionProbe.mount(Panel(shown: shown, transition: .opacity))
                defer { gtk_widget_destroy(window) }
                let widgets = Diagnostics.liveWidgets.value
                withAnimation(.linear(duration: 0.3)) { shown.on = true }
                host.flushUpdates()
                guard let bin = Self.detailsBin(in: host.widget) else { return XCTFail("no transition bin") }
                XCTAssertEqual(gtk_widget_get_opacity(bin), 0, accuracy: 0.01, "it starts transparent")
                var opacities: [Double] = []
                MotionProbe.runUntilStill { opacities.append(gtk_widget_get_opacity(bin)) }
                XCTAssertTrue(opacities.contains { $0 > 0.05 && $0 < 0.95 }, "\(opacities)")
                XCTAssertEqual(gtk_widget_get_opacity(bin), 1, accuracy: 0.01)

                let bodies = Diagnostics.bodyEvaluations.value
                withAnimation(.linear(duration: 0.3)) { shown.on = false }
                host.flushUpdates()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Top", "Details", "Bottom"], "kept in its place")
                XCTAssertEqual(Diagnostics.departingWidgets.value, 1)
                MotionProbe.runUntilStill()
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Top", "Bottom"])
                XCTAssertEqual(Diagnostics.departingWidgets.value, 0)
                XCTAssertEqual(Diagnostics.bodyEvaluations.value, bodies + 1, "only the change's own body")
                TestLoop.run(until: { Diagnostics.liveWidgets.value == widgets })
                XCTAssertEqual(Diagnostics.liveWidgets.value, widgets, "the removed view's widgets are gone")
            }
        }
    }

    func testWithoutAnAnimationAViewComesAndGoesAtOnce() {
        onGtkThread {
            MotionProbe.withAnimations {
                let shown = Shown()
                let (host, window) = MotionProbe.mount(Panel(shown: shown, transition: .slide))
                defer { gtk_widget_destroy(window) }
                shown.on = true
                host.flushUpdates()
                XCTAssertEqual(Self.detailsBin(in: host.widget).map { MotionProbe.transform(of: $0)[2] }, 0)
                shown.on = false
                host.flushUpdates()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Top", "Bottom"])
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testAMoveStartsAtItsEdgeAndCombinesWithAScale() {
        onGtkThread {
            MotionProbe.withAnimations {
                let shown = Shown()
                let transition = AnyTransition.move(edge: .leading).combined(with: .scale(scale: 0.5))
                let (host, window) = MotionProbe.mount(Panel(shown: shown, transition: transition))
                defer { gtk_widget_destroy(window) }
                withAnimation(.linear(duration: 1)) { shown.on = true }
                host.flushUpdates()
                guard let bin = Self.detailsBin(in: host.widget) else { return XCTFail("no transition bin") }
                let frames = Diagnostics.animationFrames.value
                TestLoop.run(until: { Diagnostics.animationFrames.value > frames })
                let start = MotionProbe.transform(of: bin)
                XCTAssertLessThan(start[2], -10, "off to the leading side by its width: \(start)")
                XCTAssertEqual(start[0], 0.5, accuracy: 0.1)
                MotionProbe.runUntilStill()
                XCTAssertEqual(MotionProbe.transform(of: bin), [1, 0, 0, 0, 1, 0, 0, 0, 1])
            }
        }
    }

    func testARepeatingRemovalStillEndsAndAClosedWindowEndsADeparture() {
        onGtkThread {
            MotionProbe.withAnimations {
                let shown = Shown()
                let transition = AnyTransition.opacity.animation(.linear(duration: 0.2).repeatForever())
                let (host, window) = MotionProbe.mount(Panel(shown: shown, transition: transition))
                shown.on = true
                host.flushUpdates()
                MotionProbe.runUntilStill()
                shown.on = false
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.departingWidgets.value, 1, "the transition's own animation applies")
                XCTAssertTrue(MotionProbe.runUntilStill(), "a repeating animation plays once for a removal")
                XCTAssertEqual(Diagnostics.departingWidgets.value, 0)

                shown.on = true
                host.flushUpdates()
                MotionProbe.runUntilStill()
                shown.on = false
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.departingWidgets.value, 1)
                gtk_widget_destroy(window)
                TestLoop.drain()
                XCTAssertEqual(Diagnostics.departingWidgets.value, 0, "closing the window ends the departure")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }
}
