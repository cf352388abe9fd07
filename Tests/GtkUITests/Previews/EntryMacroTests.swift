import XCTest

@testable import GtkUI

private struct AccentReader: View {
    @Environment(\.fixtureAccent) private var accent
    var body: some View { Text("accent \(accent)") }
}

/// `@Entry` (the properties are in PreviewFixtures.swift): each property gets a key of its own
/// with the declared default, and reads back what was written.
final class EntryMacroTests: GtkTestCase {
    func testEnvironmentEntriesHaveTheirDefaultAndFlowDown() {
        onGtkThread {
            var values = EnvironmentValues()
            XCTAssertEqual(values.fixtureAccent, "blue")
            XCTAssertNil(values.fixtureCount, "an optional entry without a value defaults to nil")
            values.fixtureCount = 3
            XCTAssertEqual(values.fixtureCount, 3)
            XCTAssertEqual(values.fixtureAccent, "blue", "each entry has a key of its own")
            let host = HostingWidget(rootView: VStack { AccentReader() }.environment(\.fixtureAccent, "red"))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["accent red"])
        }
    }

    func testFocusedAndContainerEntries() {
        var focused = FocusedValues()
        XCTAssertNil(focused.fixtureNote)
        focused.fixtureNote = "first"
        XCTAssertEqual(focused.fixtureNote, "first")
        var container = ContainerValues()
        XCTAssertEqual(container.fixtureBadge, 7)
        container.fixtureBadge = 9
        XCTAssertEqual(container.fixtureBadge, 9)
    }
}
