import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// The Demo's long list and table of 100,000 entries.
final class ListPagesTests: XCTestCase {
    func testSearchingTheLongListAndSelectingARow() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(LongListPage(), size: (560, 360))
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("100000 rows")))
            XCTAssertTrue(host.exists(.text("Select a row")))
            host.textField("Search 100,000 rows").type("Entry 4242")
            XCTAssertTrue(host.exists(.text("11 rows")), "Entry 4242 and Entry 42420 to 42429")
            XCTAssertFalse(host.exists(.row(containing: "Entry 0")))

            host.row(containing: "Entry 4242").tap()
            XCTAssertTrue(host.row(containing: "Entry 4242").isSelected)
            let size = LongListPage.entries[4242].size
            XCTAssertTrue(host.exists(.text("Size: \(size) bytes")), "the detail shows the selected entry")
            XCTAssertTrue(host.exists(.text("Not starred")))
            host.row(containing: "Entry 4242").toggle("Starred").setOn(true)
            XCTAssertTrue(host.exists(.text("Starred")))
        }
    }

    func testSortingTheTableByAColumn() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(TablePage(), size: (560, 300))
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("Entry 0")), "sorted by title")
            XCTAssertFalse(host.exists(.text("#99999")), "only the rows on screen exist")
            host.button("Number").tap()
            host.button("Number").tap()
            XCTAssertTrue(host.exists(.text("#99999")), "sorted by number, descending")
            let first = try XCTUnwrap(host.text("#99999").frame)
            let second = try XCTUnwrap(host.text("#99998").frame)
            XCTAssertLessThan(first.y, second.y)
            XCTAssertFalse(host.exists(.text("Entry 0")))

            host.row(containing: "#99998").tap()
            XCTAssertTrue(host.exists(.text("1 selected")))
        }
    }
}
