import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// The Demo's whole window: the sidebar picks the page beside it.
final class DemoWindowTests: XCTestCase {
    func testTheSidebarShowsEachExamplePage() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(DemoView(), size: (760, 620))
            defer { host.close() }
            XCTAssertTrue(host.exists(.button("Add one")), "the first page is the counter")
            // The examples come after the gallery's groups, below the sidebar's fold.
            host.scroll(to: host.row(containing: "Table"))
            host.row(containing: "Table").tap()
            XCTAssertTrue(host.exists(.text("0 selected")))
            XCTAssertFalse(host.exists(.button("Add one")))
            host.scroll(to: host.row(containing: "Long list"))
            host.row(containing: "Long list").tap()
            XCTAssertTrue(host.exists(.text("100000 rows")))
            host.scroll(to: host.row(containing: "Settings form"))
            host.row(containing: "Settings form").tap()
            XCTAssertTrue(host.exists(.toggle("Wi-Fi")))
            host.scroll(to: host.row(containing: "State and bindings"))
            host.row(containing: "State and bindings").tap()
            host.button("Add one").tap()
            XCTAssertTrue(host.exists(.text("Clicked 1 time")))
        }
    }
}
