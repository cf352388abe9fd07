import GtkUI
import XCTest

/// `.safeAreaInset(edge:)`: the inset along an edge, the view taking the rest.
final class SafeAreaInsetTests: GtkTestCase {
    @MainActor private static func allocation(ofLabel text: String, in root: UnsafeMutablePointer<GtkWidget>)
        -> GtkAllocation?
    {
        guard
            let label = WidgetTree.all(gtk_label_get_type(), in: root).first(where: {
                gtk_label_get_text($0.cast()).map { String(cString: $0) } == text
            })
        else { return nil }
        var box = GtkAllocation()
        gtk_widget_get_allocation(label, &box)
        return box
    }

    func testABottomInsetSitsBelowAndTheViewTakesTheRest() throws {
        try onGtkThread {
            let host = HostingWidget(
                rootView: Text("Content")
                    .safeAreaInset(edge: .bottom) { Text("Done").padding(8) })
            let window = gtk_offscreen_window_new()!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_set_size_request(window, 300, 400)
            gtk_widget_show_all(window)
            TestLoop.drain()
            let content = try XCTUnwrap(Self.allocation(ofLabel: "Content", in: host.widget))
            let done = try XCTUnwrap(Self.allocation(ofLabel: "Done", in: host.widget))
            XCTAssertGreaterThan(done.y, 350, "the inset is at the bottom edge")
            XCTAssertGreaterThan(content.y, 100, "the view is centred in the space above the inset")
            XCTAssertLessThan(content.y + content.height, done.y)
        }
    }

    func testALeadingInsetSitsBeforeTheView() throws {
        try onGtkThread {
            let host = HostingWidget(
                rootView: Text("Content").safeAreaInset(edge: .leading, spacing: 4) { Text("Bar") })
            let window = gtk_offscreen_window_new()!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_set_size_request(window, 400, 100)
            gtk_widget_show_all(window)
            TestLoop.drain()
            let content = try XCTUnwrap(Self.allocation(ofLabel: "Content", in: host.widget))
            let bar = try XCTUnwrap(Self.allocation(ofLabel: "Bar", in: host.widget))
            XCTAssertLessThan(bar.x, 10)
            XCTAssertGreaterThan(content.x, 150, "the view is centred in the rest")
        }
    }
}
