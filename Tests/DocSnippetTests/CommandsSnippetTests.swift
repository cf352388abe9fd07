import GtkUI
import GtkUITesting
import XCTest

/// Runs the item sheet of WindowsAndDialogs.md: its toolbar items reach the sheet's header bar.
final class CommandsSnippetTests: XCTestCase {
    func testEditingAnEntryInItsSheet() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(EntryList(), size: (320, 240))
            defer { host.close() }
            host.button("Monday").tap()
            XCTAssertEqual(host.windows.count, 2)
            let sheet = host.windows[1]
            XCTAssertEqual(sheet.textField("Title").value, "Monday")
            sheet.textField("Title").type(" morning")
            sheet.button("Save").tap()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertTrue(host.exists(.button("Monday morning")))

            host.button("Tuesday").tap()
            host.windows[1].textField("Title").type("!")
            host.windows[1].button("Cancel").tap()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertTrue(host.exists(.button("Tuesday")))
        }
    }
}
