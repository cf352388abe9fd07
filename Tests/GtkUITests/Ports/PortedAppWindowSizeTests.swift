import XCTest

@testable import GtkUI

private struct ListApp: App {
    var body: some Scene {
        WindowGroup("List") { List { Text("Row") } }
    }
}

private struct LabelApp: App {
    var body: some Scene {
        WindowGroup("Label") { Text("Small") }
    }
}

private struct SizedListApp: App {
    var body: some Scene {
        WindowGroup("Sized") { List { Text("Row") } }
            .defaultSize(width: 300, height: 200)
    }
}

/// Windows open at a usable size: public apps opened at 10×10 or 264×113 before.
final class PortedAppWindowSizeTests: GtkTestCase {
    @MainActor private static func defaultSize(of session: AppSession) throws -> [Int32] {
        let first = session.windows.first?.window
        let window = try XCTUnwrap(first)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return [width, height]
    }

    func testAWindowOfFlexibleContentOpensAt800By600() throws {
        try onGtkThread {
            let session = try ListApp.launch()
            defer { session.closeAllWindows() }
            XCTAssertEqual(try Self.defaultSize(of: session), [800, 600])
        }
    }

    func testAWindowOfFixedContentOpensAtItsNaturalSize() throws {
        try onGtkThread {
            let session = try LabelApp.launch()
            defer { session.closeAllWindows() }
            let size = try Self.defaultSize(of: session)
            XCTAssertGreaterThan(size[0], 0)
            XCTAssertLessThan(size[0], 800, "a label is not flexible: the window fits it")
            XCTAssertLessThan(size[1], 600)
        }
    }

    func testDefaultSizeStillWins() throws {
        try onGtkThread {
            let session = try SizedListApp.launch()
            defer { session.closeAllWindows() }
            XCTAssertEqual(try Self.defaultSize(of: session), [300, 200])
        }
    }
}
