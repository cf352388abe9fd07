import GtkUI
import XCTest

/// A body that writes the state it reads: every evaluation asks for another. The bound only keeps
/// the test finite without the per-frame cap (it then runs 100,000 evaluations and fails).
private struct SelfFeeding: View {
    @State private var count = 0
    var body: some View {
        if count < 100_000 { count += 1 }
        return Text("count \(count)")
    }
}

/// An `onChange` that writes the value it watches.
private struct ChasingChange: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("value \(value)")
            Button("start") { value += 1 }
        }
        .onChange(of: value) { value += 1 }
    }
}

/// Counts the runs of a GLib idle source at default idle priority, to show that the loop turns.
@MainActor
private final class IdleCounter {
    private let storage = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var sourceID: guint = 0

    init() {
        storage.initialize(to: 0)
        sourceID = g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                data?.assumingMemoryBound(to: Int.self).pointee += 1
                return 1  // G_SOURCE_CONTINUE
            }, storage, nil)
    }

    var runs: Int { storage.pointee }

    func stop() {
        g_source_remove(sourceID)
        storage.deallocate()
    }
}

final class UpdateLoopTests: GtkTestCase {
    func testBodyWritingItsStateWarnsOnceAndIsBoundedPerFrame() {
        onGtkThread {
            let start = Diagnostics.bodyEvaluations.value
            var host: HostingWidget<SelfFeeding>?
            var evaluatedInMount = 0
            var idle: IdleCounter?
            var passesWhileRunning = 0
            var evaluatedWhileRunning = 0
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: SelfFeeding())
                evaluatedInMount = Diagnostics.bodyEvaluations.value - start
                // The app stays responsive: other sources run while the loop is deferred frame by frame.
                let counter = IdleCounter()
                idle = counter
                let passes = Diagnostics.updatePasses.value
                let evaluations = Diagnostics.bodyEvaluations.value
                XCTAssertTrue(
                    TestLoop.run(until: { counter.runs >= 3 && Diagnostics.updatePasses.value - passes >= 3 }))
                passesWhileRunning = Diagnostics.updatePasses.value - passes
                evaluatedWhileRunning = Diagnostics.bodyEvaluations.value - evaluations
            }
            idle?.stop()
            XCTAssertNotNil(host)
            XCTAssertEqual(evaluatedInMount, 1 + 16, "the mount plus the per-frame cap, not a hang")
            XCTAssertLessThanOrEqual(evaluatedWhileRunning, (passesWhileRunning + 1) * 16, "bounded per frame")
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("SelfFeeding") ?? false, "\(messages)")
            XCTAssertTrue(messages.first?.contains("Modifying state during view update") ?? false, "\(messages)")
        }
    }

    func testOnChangeWritingItsValueWarnsOnceAndLetsTheLoopTurn() {
        onGtkThread {
            let host = HostingWidget(rootView: ChasingChange())
            let counter = IdleCounter()
            defer { counter.stop() }
            var passes = 0
            var evaluations = 0
            var turned = false
            let messages = LogCapture.capture(domain: "GtkUI") {
                let passesBefore = Diagnostics.updatePasses.value
                let evaluationsBefore = Diagnostics.bodyEvaluations.value
                gtk_button_clicked(WidgetTree.button("start", in: host.widget))
                turned = TestLoop.run(
                    until: { counter.runs >= 3 && Diagnostics.bodyEvaluations.value - evaluationsBefore > 2 * 16 },
                    timeout: 3)
                passes = Diagnostics.updatePasses.value - passesBefore
                evaluations = Diagnostics.bodyEvaluations.value - evaluationsBefore
            }
            XCTAssertTrue(turned, "a default-idle source runs while the onChange loop goes on, frame by frame")
            XCTAssertLessThanOrEqual(evaluations, (passes + 1) * 16, "bounded per frame")
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("ChasingChange") ?? false, "\(messages)")
            XCTAssertTrue(messages.first?.contains("onChange(of:)") ?? false, "\(messages)")
        }
    }

    func testOrdinaryUpdatesAreNotCapped() {
        onGtkThread {
            let host = HostingWidget(rootView: ChasingChangeOnce())
            let messages = LogCapture.capture(domain: "GtkUI") {
                for _ in 0..<40 {
                    gtk_button_clicked(WidgetTree.button("add", in: host.widget))
                    TestLoop.drain()
                }
            }
            XCTAssertEqual(messages, [])
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("value 80"))
        }
    }
}

/// An `onChange` that writes the value once more, then stops: a chain, not a loop.
private struct ChasingChangeOnce: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("value \(value)")
            Button("add") { value += 1 }
        }
        .onChange(of: value) { old, new in if new % 2 == 1 { value += 1 } }
    }
}
