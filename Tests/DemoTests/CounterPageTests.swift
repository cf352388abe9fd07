import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

final class CounterPageTests: XCTestCase {
    func testAddOneCounts() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(CounterSection(), size: (400, 160))
            defer { host.close() }
            host.button("Add one").tap()
            XCTAssertEqual(host.text(matching: "^Clicked").value, "Clicked 1 time")
        }
    }
}
