import Dispatch
import Foundation
import GtkUI
import XCTest

/// Results written from main-actor code, read by the test.
@MainActor
private final class Probe {
    var done = false
    var value = 0
    var ranOnMainThread = false
}

final class MainLoopTests: GtkTestCase {
    func testMainQueueWorkRunsUnderGLibLoop() {
        onGtkThread {
            let probe = Probe()
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    probe.ranOnMainThread = Thread.isMainThread
                    probe.done = true
                }
            }
            XCTAssertTrue(TestLoop.run(until: { probe.done }))
            XCTAssertTrue(probe.ranOnMainThread)
        }
    }

    func testBackgroundThreadHopsOntoGtkThread() {
        onGtkThread {
            let probe = Probe()
            DispatchQueue.global().async {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        probe.ranOnMainThread = Thread.isMainThread
                        probe.done = true
                    }
                }
            }
            XCTAssertTrue(TestLoop.run(until: { probe.done }))
            XCTAssertTrue(probe.ranOnMainThread)
        }
    }

    func testMainActorTaskRuns() {
        onGtkThread {
            let probe = Probe()
            Task { @MainActor in
                probe.ranOnMainThread = Thread.isMainThread
                probe.done = true
            }
            XCTAssertTrue(TestLoop.run(until: { probe.done }))
            XCTAssertTrue(probe.ranOnMainThread)
        }
    }

    func testContinuationResumesOnMainActor() {
        onGtkThread {
            let probe = Probe()
            Task { @MainActor in
                let value = await withCheckedContinuation { continuation in
                    DispatchQueue.global().async { continuation.resume(returning: 42) }
                }
                probe.value = value
                probe.ranOnMainThread = Thread.isMainThread
                probe.done = true
            }
            XCTAssertTrue(TestLoop.run(until: { probe.done }))
            XCTAssertEqual(probe.value, 42)
            XCTAssertTrue(probe.ranOnMainThread)
        }
    }

    func testTaskSleepCompletes() {
        onGtkThread {
            let probe = Probe()
            let start = Date()
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(100))
                probe.done = true
            }
            XCTAssertTrue(TestLoop.run(until: { probe.done }))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.09)
        }
    }

    func testIdleLoopDoesNotWakeUp() {
        onGtkThread {
            // Let anything already queued finish first.
            TestLoop.run(for: 0.2)
            let before = Diagnostics.mainQueueWakeups.value
            TestLoop.run(for: 1.0)
            XCTAssertEqual(Diagnostics.mainQueueWakeups.value - before, 0, "an idle loop must not wake up")

            // The same count does move when there is work, so the check above can fail.
            let probe = Probe()
            DispatchQueue.main.async { MainActor.assumeIsolated { probe.done = true } }
            XCTAssertTrue(TestLoop.run(until: { probe.done }))
            XCTAssertGreaterThan(Diagnostics.mainQueueWakeups.value - before, 0)
        }
    }
}
