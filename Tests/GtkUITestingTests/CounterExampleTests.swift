import GtkUI
import GtkUITesting
import XCTest

/// The README's test, as written there: one tap, an assertion, a snapshot.
final class CounterExampleTests: XCTestCase {
    func testAddCountsOne() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (400, 300))
            defer { host.close() }

            host.button("Add").tap()

            XCTAssertEqual(host.text(matching: "^Count").value, "Count: 1")
            assertSnapshot(host, named: "counter-after-one-tap")
        }
    }
}
