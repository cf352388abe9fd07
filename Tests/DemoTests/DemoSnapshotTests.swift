import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// Snapshots of the Demo's pages in light and dark, after a few actions, compared with the
/// references in `__Snapshots__/DemoSnapshotTests`. The calendar stays out of them: GTK marks
/// today in it. Record again with `GTKUI_RECORD_SNAPSHOTS=1`.
final class DemoSnapshotTests: XCTestCase {
    func testTheBasicsPage() throws {
        try MainActor.assumeIsolated {
            for scheme in [ColorScheme.light, .dark] {
                let host = try ViewHost(BasicsPage().padding(16), size: (440, 440), colorScheme: scheme)
                defer { host.close() }
                host.button("Add one").tap()
                host.textField("Type your name").type("Ada")
                host.all(.toggle("Star"))[1].setOn(true)
                assertSnapshot(host, named: "basics-\(scheme)")
            }
        }
    }

    func testTheSettingsForm() throws {
        try MainActor.assumeIsolated {
            for scheme in [ColorScheme.light, .dark] {
                let host = try ViewHost(FormSection().padding(16), size: (600, 640), colorScheme: scheme)
                defer { host.close() }
                host.toggle("Bluetooth").setOn(true)
                assertSnapshot(host, named: "form-\(scheme)")
            }
        }
    }

    func testTheRepresentablesBesideTheCalendar() throws {
        try MainActor.assumeIsolated {
            for scheme in [ColorScheme.light, .dark] {
                let page = VStack(alignment: .leading, spacing: 16) {
                    DrawingSection()
                    BannerSection()
                    IslandSection()
                }
                let host = try ViewHost(page.padding(16), size: (460, 380), colorScheme: scheme)
                defer { host.close() }
                host.button("Larger").tap()
                host.button("+1").tap()
                assertSnapshot(host, named: "representables-\(scheme)")
            }
        }
    }

    func testTheLongListSearchedAndSelected() throws {
        try MainActor.assumeIsolated {
            for scheme in [ColorScheme.light, .dark] {
                let host = try ViewHost(LongListPage(), size: (520, 320), colorScheme: scheme)
                defer { host.close() }
                host.textField("Search 100,000 rows").type("Entry 4242")
                host.row(containing: "Entry 4242").tap()
                assertSnapshot(host, named: "long-list-\(scheme)")
            }
        }
    }

    func testTheTableSortedByNumber() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(TablePage(), size: (520, 260))
            defer { host.close() }
            host.button("Number").tap()
            host.button("Number").tap()
            host.row(containing: "#99998").tap()
            assertSnapshot(host, named: "table-light")
        }
    }
}
