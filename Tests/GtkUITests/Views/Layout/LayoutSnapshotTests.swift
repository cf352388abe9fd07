import GtkUI
import GtkUITesting
import XCTest

/// A few rows of the layout table as pictures, in light and dark, beside the frames they are
/// checked against: the references in `__Snapshots__/LayoutSnapshotTests` show what the frames
/// mean. Record again with `GTKUI_RECORD_SNAPSHOTS=1`.
final class LayoutSnapshotTests: GtkTestCase {
    private static let pictured: [(name: String, row: String)] = [
        ("text-field-beside-button", "A TextField takes the row's free width beside a button"),
        ("sidebar-beside-text", "A sidebar VStack with a Spacer fills the height beside a text"),
        ("scroll-view-under-title", "A ScrollView under a title takes the rest of the window"),
    ]

    func testPicturedRowsMatchTheirFramesAndReferences() throws {
        try onGtkThread {
            for (name, title) in Self.pictured {
                let row = try XCTUnwrap(LayoutRows.all.first { $0.name == title }, "no row \(title)")
                for scheme in [ColorScheme.light, .dark] {
                    let host = try ViewHost(
                        row.view, size: (LayoutTable.width, LayoutTable.height), colorScheme: scheme)
                    defer { host.close() }
                    XCTAssertEqual(LayoutTable.failures(measuring: host, steps: [(row.act, row.checks)]), [], title)
                    assertSnapshot(host, named: "\(name)-\(scheme)")
                }
            }
        }
    }
}
