import GtkUI
import XCTest

final class ListNavigationTests: GtkTestCase {
    /// In a list without a selection a link is a row with a chevron: a click on the row opens its
    /// own destination.
    func testLinkRowsOpenTheirOwnDestination() {
        onGtkThread {
            let harness = LazyListHarness(
                NavigationStack {
                    List(["One", "Two", "Three"], id: \.self) { name in
                        NavigationLink(destination: Text("Page \(name)")) { Text(name) }
                    }
                })
            defer { harness.close() }
            guard let two = harness.row("Two") else { return XCTFail("no row Two") }
            XCTAssertNil(WidgetTree.first(gtk_button_get_type(), in: two), "a link row is no button")
            guard let tapTarget = WidgetTree.all(gtk_event_box_get_type(), in: two).last else {
                return XCTFail("no tap target in the row")
            }
            PointerEvents.click(tapTarget)
            TestLoop.run(until: { WidgetTree.labels(in: harness.window).contains("Page Two") }, timeout: 1)
            XCTAssertTrue(
                WidgetTree.labels(in: harness.window).contains("Page Two"), "\(WidgetTree.labels(in: harness.window))")
            XCTAssertFalse(WidgetTree.labels(in: harness.window).contains("Page Three"))
        }
    }
}
