import GtkUI
import GtkUITesting
import XCTest

final class DisclosureGroupTests: GtkTestCase {
    func testTheExpanderFollowsItsBindingWithoutEcho() throws {
        try onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = try ViewHost(
                ProbeHost(false, probe: probe) { isExpanded in
                    DisclosureGroup("More", isExpanded: isExpanded) { Text("details") }
                }, size: (200, 120))
            defer { host.close() }
            let more = host.toggle("More")
            XCTAssertFalse(more.isExpanded)
            XCTAssertFalse(host.exists(.text("details")), "collapsed, its content is out of reach")

            probe.state?.wrappedValue = true
            host.settle()
            XCTAssertTrue(more.isExpanded)
            XCTAssertTrue(host.exists(.text("details")))
            XCTAssertEqual(probe.writes, [], "a programmatic set writes nothing back")

            more.tap()
            XCTAssertEqual(probe.writes, [false], "a click writes once")
            XCTAssertFalse(host.toggle("More").isExpanded)
            XCTAssertFalse(host.exists(.text("details")))
        }
    }

    func testWithoutABindingTheExpanderKeepsItsOwnState() {
        onGtkThread {
            let host = HostingWidget(rootView: DisclosureGroup("More") { Text("details") })
            let expander: UnsafeMutablePointer<GtkExpander> = firstWidget(gtk_expander_get_type(), in: host)
            gtk_expander_set_expanded(expander, 1)
            host.rootView = DisclosureGroup("More") { Text("details") }
            host.flushUpdates()
            XCTAssertEqual(gtk_expander_get_expanded(expander), 1)
            XCTAssertEqual(WidgetTree.labels(in: gtk_bin_get_child(expander.cast())!), ["details"])
        }
    }
}
