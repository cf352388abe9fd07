import GtkUI
import XCTest

final class DisclosureGroupTests: GtkTestCase {
    func testTheExpanderFollowsItsBindingWithoutEcho() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = HostingWidget(
                rootView: ProbeHost(false, probe: probe) { isExpanded in
                    DisclosureGroup("More", isExpanded: isExpanded) { Text("details") }
                })
            let expander: UnsafeMutablePointer<GtkExpander> = firstWidget(gtk_expander_get_type(), in: host)
            XCTAssertEqual(gtk_expander_get_expanded(expander), 0)
            XCTAssertEqual(gtk_expander_get_label_widget(expander).map { WidgetTree.labels(in: $0) }, ["More"])
            XCTAssertEqual(accessibleName(of: expander), "More")

            probe.state?.wrappedValue = true
            host.flushUpdates()
            XCTAssertEqual(gtk_expander_get_expanded(expander), 1)
            XCTAssertEqual(probe.writes, [], "a programmatic set writes nothing back")

            gtk_expander_set_expanded(expander, 0)  // as a click does
            XCTAssertEqual(probe.writes, [false])
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
