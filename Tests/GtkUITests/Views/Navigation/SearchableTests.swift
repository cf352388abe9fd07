import GtkUI
import XCTest

private struct Mailbox: View {
    let query: Binding<String>
    let isSearchable: Bool
    var body: some View {
        if isSearchable {
            VStack {
                Text("results for \(query.wrappedValue)")
                Button("Reply") {}
            }
            .searchable(text: query, prompt: "Find mail")
        } else {
            Text("no search")
        }
    }
}

final class SearchableTests: GtkTestCase {
    func testTheFieldIsBoundBothWaysWithoutEcho() {
        onGtkThread {
            let probe = ControlProbe<String>()
            let host = HostingWidget(
                rootView: ProbeHost("", probe: probe) { Mailbox(query: $0, isSearchable: true) })
            let entry: UnsafeMutablePointer<GtkEntry> = firstWidget(gtk_search_entry_get_type(), in: host)
            XCTAssertEqual(gtk_entry_get_placeholder_text(entry).map { String(cString: $0) }, "Find mail")
            XCTAssertEqual(accessibleName(of: entry), "Find mail")
            XCTAssertEqual(
                WidgetTree.children(of: gtk_widget_get_parent(entry.cast())!).first, entry.cast(), "above the content")

            gtk_entry_set_text(entry, "invoice")
            host.flushUpdates()
            XCTAssertEqual(probe.writes, ["invoice"])
            XCTAssertEqual(WidgetTree.labels(in: host.widget).first, "results for invoice")

            probe.state?.wrappedValue = "receipt"
            host.flushUpdates()
            XCTAssertEqual(String(cString: gtk_entry_get_text(entry)), "receipt")
            XCTAssertEqual(probe.writes, ["invoice"], "no echo")
        }
    }

    func testControlFFocusesTheFieldUntilItIsRemoved() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let window = HostingWindow(
                rootView: ProbeHost(true, probe: probe) { isSearchable in
                    Mailbox(query: .constant(""), isSearchable: isSearchable.wrappedValue)
                })
            window.present()
            defer { window.close() }
            let root = window.widget
            TestLoop.drain()
            let entry = WidgetTree.first(gtk_search_entry_get_type(), in: root)!
            let reply = WidgetTree.button("Reply", in: root)
            gtk_widget_grab_focus(reply.cast())
            NavigationProbe.press(GDK_KEY_g, state: GDK_CONTROL_MASK, on: root)
            XCTAssertEqual(gtk_widget_is_focus(entry), 0, "only Ctrl+F")
            NavigationProbe.press(GDK_KEY_f, state: GDK_CONTROL_MASK, on: root)
            XCTAssertEqual(gtk_widget_is_focus(entry), 1)

            let handlers = NavigationProbe.keyHandlerCount(on: root)
            probe.state?.wrappedValue = false
            window.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: root), ["no search"])
            XCTAssertEqual(NavigationProbe.keyHandlerCount(on: root), handlers - 1, "the window's key handler is gone")
        }
    }
}
