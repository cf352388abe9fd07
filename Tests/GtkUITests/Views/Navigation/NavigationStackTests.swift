import GtkUI
import XCTest

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("plus \(name)") { count += 1 }
        }
    }
}

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            VStack {
                Counter(name: "root")
                NavigationLink("Open 1", value: 1)
            }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Counter(name: "page\(number)")
                    NavigationLink("Open \(number + 1)", value: number + 1)
                }
            }
        }
    }
}

final class NavigationStackTests: GtkTestCase {
    func testPushAndPopKeepTheStateOfCoveredPages() {
        onGtkThread {
            let host = HostingWidget(rootView: Pushing())
            let root = host.widget
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "root 0")
            XCTAssertEqual(gtk_widget_get_visible(gtk_widget_get_parent(NavigationProbe.backButton(in: root)!.cast())), 0)
            NavigationProbe.click("plus root", in: root)
            host.flushUpdates()
            let rootLabel = WidgetTree.first(gtk_label_get_type(), in: NavigationProbe.shownPage(in: root)!)

            NavigationProbe.click("Open 1", in: root)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page1 0")
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 2, "the root stays mounted underneath")
            NavigationProbe.click("plus page1", in: root)
            NavigationProbe.click("plus page1", in: root)
            host.flushUpdates()
            NavigationProbe.click("Open 2", in: root)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page2 0")

            gtk_button_clicked(NavigationProbe.backButton(in: root)!)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page1 2", "page 1 kept its state")
            gtk_button_clicked(NavigationProbe.backButton(in: root)!)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "root 1")
            XCTAssertEqual(
                WidgetTree.first(gtk_label_get_type(), in: NavigationProbe.shownPage(in: root)!), rootLabel,
                "the root's widgets were not remounted")
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 1, "popped pages are gone")
            XCTAssertEqual(gtk_widget_get_visible(gtk_widget_get_parent(NavigationProbe.backButton(in: root)!.cast())), 0)
        }
    }
}
