import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Switch {
    var on = false
}

/// `rows` × `columns` small views that fade (and, with `moving`, slide in an effect bin of their
/// own) when `state.on` changes.
private struct Field: View {
    let state: Switch
    let rows: Int
    let columns: Int
    let moving: Bool
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<columns, id: \.self) { _ in
                        if moving {
                            Color.blue.frame(width: 2, height: 2)
                                .offset(x: state.on ? 50 : 0)
                                .opacity(state.on ? 0.5 : 1)
                        } else {
                            Color.blue.frame(width: 2, height: 2).opacity(state.on ? 0.5 : 1)
                        }
                    }
                }
            }
        }
    }
}

/// Bad input under load: very many animations at once, and a window closed while they run. Each
/// has a defined result: no crash, no hang, and no tick callback left behind.
final class AnimationLoadTests: GtkTestCase {
    func testTenThousandAnimationsStartedInOneTransactionRunToTheirEnd() {
        onGtkThread {
            MotionProbe.withAnimations {
                let state = Switch()
                let (host, window) = MotionProbe.mount(Field(state: state, rows: 100, columns: 100, moving: false))
                defer { gtk_widget_destroy(window) }
                withAnimation(.linear(duration: 0.2)) { state.on = true }
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 10_000, "one tick callback per fading view")
                let bodies = Diagnostics.bodyEvaluations.value
                XCTAssertTrue(MotionProbe.runUntilStill(), "all 10,000 end")
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
                XCTAssertEqual(Diagnostics.bodyEvaluations.value, bodies, "frames evaluate no bodies")
                let faded = Self.widgets(in: host.widget).filter { abs(gtk_widget_get_opacity($0) - 0.5) < 0.01 }
                XCTAssertEqual(faded.count, 10_000, "each view ends at its new opacity")
            }
        }
    }

    func testAWindowClosedWhile300AnimationsRunTakesTheirTickCallbacksWithIt() {
        onGtkThread {
            MotionProbe.withAnimations {
                let state = Switch()
                let ticksBefore = Diagnostics.liveAnimationTicks.value
                let (host, window) = MotionProbe.mount(Field(state: state, rows: 30, columns: 10, moving: true))
                withAnimation(.linear(duration: 5)) { state.on = true }
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value - ticksBefore, 600, "300 offsets and 300 fades")
                TestLoop.run(for: 0.2)
                gtk_widget_destroy(window)
                TestLoop.run(for: 0.2)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, ticksBefore, "the callbacks went with the window")
                // The host lives on without a window: a new change neither crashes nor starts frames.
                withAnimation(.linear(duration: 5)) { state.on = false }
                host.flushUpdates()
                TestLoop.run(for: 0.1)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, ticksBefore)
            }
        }
    }

    /// Every widget in `widget`'s tree.
    @MainActor
    private static func widgets(in widget: WidgetPointer) -> [WidgetPointer] {
        [widget] + WidgetTree.children(of: widget).flatMap { widgets(in: $0) }
    }
}
