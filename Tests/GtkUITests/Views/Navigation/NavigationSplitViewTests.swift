import GtkUI
import GtkUITesting
import XCTest

private struct Mail: View {
    let visibility: Binding<NavigationSplitViewVisibility>
    @State private var selection = "none"
    var body: some View {
        NavigationSplitView(columnVisibility: visibility) {
            VStack {
                Button("Inbox") { selection = "inbox" }
                Button("Sent") { selection = "sent" }
            }
            .navigationSplitViewColumnWidth(min: 150, ideal: 250, max: 400)
            .navigationTitle("Mailboxes")
        } detail: {
            Text("showing \(selection)")
                .navigationTitle(selection)
        }
    }
}

/// The sidebar, content and detail column boxes of the split view in `root`.
@MainActor
private func columns(in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    let panes = WidgetTree.all(gtk_paned_get_type(), in: root)
    return panes.flatMap { pane in
        [gtk_paned_get_child1(pane.cast()), gtk_paned_get_child2(pane.cast())].compactMap { $0 }
            .filter { !$0.isInstance(of: gtk_paned_get_type()) }
    }
}

@MainActor
private func isShown(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_visible(widget) != 0 }

final class NavigationSplitViewTests: GtkTestCase {
    func testTheSidebarDrivesTheDetailAndVisibilityHidesColumns() throws {
        try onGtkThread {
            let probe = ControlProbe<NavigationSplitViewVisibility>()
            let host = try ViewHost(ProbeHost(.all, probe: probe) { Mail(visibility: $0) }, size: (800, 500))
            defer { host.close() }
            let root: UnsafeMutablePointer<GtkWidget> = try XCTUnwrap(host.gtkWindow).cast()
            XCTAssertTrue(host.exists(.text("showing none")))
            XCTAssertEqual(host.windows[0].name, "none", "the detail's title")

            host.button("Sent").tap()
            XCTAssertTrue(host.exists(.text("showing sent")))
            XCTAssertEqual(host.windows[0].name, "sent")

            let split = host.element(role: ATK_ROLE_SPLIT_PANE)
            XCTAssertEqual(split.children.first?.frame?.width, 250, "the sidebar at its ideal width")
            var width: Int32 = 0
            gtk_widget_get_size_request(try XCTUnwrap(columns(in: root).first), &width, nil)
            XCTAssertEqual(width, 150, "no narrower than its minimum")

            XCTAssertTrue(host.exists(.button("Inbox")))
            probe.state?.wrappedValue = .detailOnly
            host.settle()
            XCTAssertFalse(host.exists(.button("Inbox")), "the sidebar is hidden")
            XCTAssertTrue(host.exists(.text("showing sent")))
            probe.state?.wrappedValue = .doubleColumn
            host.settle()
            XCTAssertTrue(host.exists(.button("Inbox")), "two columns: double is both")
            XCTAssertEqual(probe.writes, [], "the split view never writes the visibility")
        }
    }

    func testThreeColumnsAndDoubleColumnHidesTheSidebar() {
        onGtkThread {
            let probe = ControlProbe<NavigationSplitViewVisibility>()
            let host = HostingWidget(
                rootView: ProbeHost(.doubleColumn, probe: probe) { visibility in
                    NavigationSplitView(columnVisibility: visibility) {
                        Text("sidebar")
                    } content: {
                        Text("content").navigationSplitViewColumnWidth(300)
                    } detail: {
                        Text("detail")
                    }
                })
            let panes = columns(in: host.widget)
            XCTAssertEqual(panes.map { WidgetTree.labels(in: $0) }, [["sidebar"], ["content"], ["detail"]])
            XCTAssertEqual(panes.map(isShown), [false, true, true])
            probe.state?.wrappedValue = .all
            host.flushUpdates()
            XCTAssertEqual(panes.map(isShown), [true, true, true])
            let inner = WidgetTree.all(gtk_paned_get_type(), in: host.widget)[1]
            XCTAssertEqual(gtk_paned_get_position(inner.cast()), 300)
        }
    }

    func testALinkInTheSidebarShowsItsDestinationAsTheDetail() {
        onGtkThread {
            let host = HostingWidget(
                rootView: NavigationSplitView {
                    NavigationLink("Show") { Text("destination") }
                    NavigationLink("Show 4", value: 4)
                        .navigationDestination(for: Int.self) { Text("number \($0)") }
                } detail: {
                    Text("placeholder")
                }
                .navigationSplitViewStyle(.balanced))
            let panes = columns(in: host.widget)
            XCTAssertEqual(WidgetTree.labels(in: panes[1]), ["placeholder"])
            gtk_button_clicked(WidgetTree.button("Show", in: panes[0]))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: panes[1]), ["destination"])
            gtk_button_clicked(WidgetTree.button("Show 4", in: panes[0]))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: panes[1]), ["number 4"])
        }
    }

    func testAValueLinkIsTaggedWithItsValueForASelection() {
        onGtkThread {
            let host = HostingWidget(
                rootView: TabView(selection: .constant("b")) {
                    NavigationLink("Link A", value: "a")
                    NavigationLink("Link B", value: "b")
                })
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host)
            let page = gtk_notebook_get_nth_page(notebook, gtk_notebook_get_current_page(notebook))!
            XCTAssertEqual(WidgetTree.labels(in: page), ["Link B"])
        }
    }
}
