import GtkUI
import GtkUITesting
import XCTest

private enum Page: Hashable { case home, mail, settings, unknown }

private struct Tabs: View {
    let selection: Binding<Page>
    let pages: [Page]
    var body: some View {
        TabView(selection: selection) {
            ForEach(pages, id: \.self) { page in
                Text("\(page) page")
                    .tabItem { Label("\(page)", systemImage: "star") }
                    .tag(page)
            }
        }
    }
}

@MainActor
private func tabTitles(_ notebook: UnsafeMutablePointer<GtkNotebook>) -> [String] {
    (0..<gtk_notebook_get_n_pages(notebook)).map { number in
        let page = gtk_notebook_get_nth_page(notebook, number)!
        return WidgetTree.labels(in: gtk_notebook_get_tab_label(notebook, page)!).joined()
    }
}

@MainActor
private func shownPage(_ notebook: UnsafeMutablePointer<GtkNotebook>) -> String? {
    gtk_notebook_get_nth_page(notebook, gtk_notebook_get_current_page(notebook)).flatMap {
        WidgetTree.labels(in: $0).first
    }
}

final class TabViewTests: GtkTestCase {
    func testPagesGetTabsFromTheirTabItems() {
        onGtkThread {
            let host = HostingWidget(
                rootView: TabView {
                    Text("one").tabItem { Label("First", systemImage: "house") }
                    Text("two").tabItem { Text("Second") }
                    Text("three")
                })
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host)
            XCTAssertEqual(tabTitles(notebook), ["First", "Second", "Tab 3"])
            let firstTab = gtk_notebook_get_tab_label(notebook, gtk_notebook_get_nth_page(notebook, 0))!
            XCTAssertEqual(WidgetTree.all(gtk_image_get_type(), in: firstTab).count, 1, "the icon")
            let tabs = gtk_widget_get_accessible(notebook.cast())!
            let firstAccessible = atk_object_ref_accessible_child(tabs, 0)!
            defer { g_object_unref(firstAccessible) }
            XCTAssertEqual(atk_object_get_role(firstAccessible), ATK_ROLE_PAGE_TAB)
            XCTAssertEqual(String(cString: atk_object_get_name(firstAccessible)), "First")
        }
    }

    func testTheSelectionIsTwoWayWithoutEcho() throws {
        try onGtkThread {
            let probe = ControlProbe<Page>()
            let host = try ViewHost(
                ProbeHost(Page.mail, probe: probe) { Tabs(selection: $0, pages: [.home, .mail, .settings]) },
                size: (300, 200))
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("mail page")))
            XCTAssertFalse(host.exists(.text("home page")), "only the shown page is in reach")
            XCTAssertTrue(host.element(role: ATK_ROLE_PAGE_TAB, name: "mail").isSelected)
            XCTAssertEqual(probe.writes, [], "mounting picks no page for the user")

            probe.state?.wrappedValue = .settings
            host.settle()
            XCTAssertTrue(host.exists(.text("settings page")))
            XCTAssertTrue(host.element(role: ATK_ROLE_PAGE_TAB, name: "settings").isSelected)
            XCTAssertEqual(probe.writes, [])

            host.element(role: ATK_ROLE_PAGE_TAB_LIST).select("home")
            XCTAssertEqual(probe.writes, [.home])
            XCTAssertTrue(host.exists(.text("home page")))
        }
    }

    func testASelectionMatchingNoTagKeepsThePageAndWarnsOnce() {
        onGtkThread {
            let probe = ControlProbe<Page>()
            let host = HostingWidget(
                rootView: ProbeHost(Page.mail, probe: probe) { Tabs(selection: $0, pages: [.home, .mail]) })
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host)
            let messages = LogCapture.capture(domain: "GtkUI") {
                probe.state?.wrappedValue = .unknown
                host.flushUpdates()
                host.rootView = ProbeHost(Page.mail, probe: probe) { Tabs(selection: $0, pages: [.home, .mail]) }
                host.flushUpdates()
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("matches no page") ?? false)
            XCTAssertEqual(shownPage(notebook), "mail page")
            XCTAssertEqual(probe.writes, [])
        }
    }

    func testMountingWithASelectionMatchingNoTagWarnsOnce() {
        onGtkThread {
            let probe = ControlProbe<Page>()
            var host: HostingWidget<ProbeHost<Page, Tabs>>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: ProbeHost(Page.unknown, probe: probe) { Tabs(selection: $0, pages: [.home, .mail]) })
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            guard let host else { return XCTFail("no host") }
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host)
            XCTAssertEqual(gtk_notebook_get_n_pages(notebook), 2, "the marker after the pages is no page")
            XCTAssertEqual(probe.writes, [])
        }
    }

    func testPagesMoveAndChangeWithoutBeingRebuilt() {
        onGtkThread {
            let selection = Binding.constant(Page.home)
            let host = HostingWidget(rootView: Tabs(selection: selection, pages: [.home, .mail, .settings]))
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host)
            let settings = gtk_notebook_get_nth_page(notebook, 2)
            host.rootView = Tabs(selection: selection, pages: [.settings, .home, .mail])
            XCTAssertEqual(tabTitles(notebook), ["settings", "home", "mail"])
            XCTAssertEqual(gtk_notebook_get_nth_page(notebook, 0), settings)
            host.rootView = Tabs(selection: selection, pages: [.settings, .home])
            XCTAssertEqual(tabTitles(notebook), ["settings", "home"])
            XCTAssertEqual(shownPage(notebook), "home page")
        }
    }

    /// A screen reader is told when a page's accessible is dropped, and asks for its name and
    /// states; GTK 3 then looked for the page's tab in the notebook it had already left.
    func testDroppingPagesAsksNothingOfTheNotebookThatIsGone() {
        onGtkThread {
            let selection = Binding.constant(Page.home)
            var host: HostingWidget<Tabs>? = HostingWidget(
                rootView: Tabs(selection: selection, pages: [.home, .mail, .settings]))
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host!)
            let accessible = gtk_widget_get_accessible(notebook.cast())!
            var asked = 0
            for index in 0..<atk_object_get_n_accessible_children(accessible) {
                guard let page = atk_object_ref_accessible_child(accessible, index) else { continue }
                // What the accessibility bridge does when a page's parent changes.
                _ = Signals.connect(page, "notify::accessible-parent") { _ in
                    asked += 1
                    _ = atk_object_get_name(page)
                    if let states = atk_object_ref_state_set(page) { g_object_unref(UnsafeMutableRawPointer(states)) }
                }
                g_object_unref(UnsafeMutableRawPointer(page))
            }
            var atkMessages: [String] = []
            var objectMessages: [String] = []
            let messages = LogCapture.capture(domain: "Gtk") {
                atkMessages = LogCapture.capture(domain: "Atk") {
                    objectMessages = LogCapture.capture(domain: "GLib-GObject") {
                        host?.rootView = Tabs(selection: selection, pages: [.home, .mail])
                        host = nil
                        TestLoop.drain()
                    }
                }
            }
            XCTAssertGreaterThan(asked, 0, "the pages' accessibles were dropped")
            XCTAssertEqual(messages + atkMessages + objectMessages, [])
        }
    }

    func testDisabledReachesThePages() {
        onGtkThread {
            let host = HostingWidget(rootView: TabView { Text("one") }.disabled(true))
            let notebook: UnsafeMutablePointer<GtkNotebook> = firstWidget(gtk_notebook_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(gtk_notebook_get_nth_page(notebook, 0)), 0)
        }
    }
}
