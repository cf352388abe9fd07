import Dispatch
import Testing

@testable import GtkUI

/// Pure-Swift logic runs under Swift Testing; anything touching GTK stays in XCTest.
struct DiagnosticCounterTests {
    @Test func countsUpAndDownAcrossThreads() async {
        let counter = DiagnosticCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    counter.increment()
                    counter.decrement()
                    counter.increment()
                }
            }
        }
        #expect(counter.value == 100)
    }
}
