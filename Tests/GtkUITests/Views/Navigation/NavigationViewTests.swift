import GtkUI
import XCTest

final class NavigationViewTests: GtkTestCase {
    func testOneChildMakesAStack() {
        onGtkThread {
            let host = HostingWidget(
                rootView: NavigationView {
                    NavigationLink("Open") { Text("pushed") }
                })
            XCTAssertNil(WidgetTree.first(gtk_paned_get_type(), in: host.widget))
            gtk_button_clicked(WidgetTree.button("Open", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: host.widget), ["pushed"])
        }
    }

    func testTwoChildrenMakeASplitViewUnlessTheStyleIsStack() {
        onGtkThread {
            let host = HostingWidget(
                rootView: NavigationView {
                    NavigationLink("Open") { Text("pushed") }
                    Text("Pick something")
                })
            let pane: UnsafeMutablePointer<GtkPaned> = firstWidget(gtk_paned_get_type(), in: host)
            XCTAssertEqual(WidgetTree.labels(in: gtk_paned_get_child2(pane)!), ["Pick something"])
            gtk_button_clicked(WidgetTree.button("Open", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: gtk_paned_get_child2(pane)!), ["pushed"])

            let stacked = HostingWidget(
                rootView: NavigationView {
                    Text("one")
                    Text("two")
                }
                .navigationViewStyle(.stack))
            XCTAssertNil(WidgetTree.first(gtk_paned_get_type(), in: stacked.widget))
            XCTAssertEqual(NavigationProbe.shownLabels(in: stacked.widget), ["one", "two"])

            let columns = HostingWidget(rootView: NavigationView { Text("alone") }.navigationViewStyle(.columns))
            XCTAssertNotNil(WidgetTree.first(gtk_paned_get_type(), in: columns.widget))
        }
    }

    func testMoreThanThreeChildrenWarnOnceAndShowThree() {
        onGtkThread {
            var host: HostingWidget<NavigationView<TupleView<Text, Text, Text, Text>>>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: NavigationView {
                        Text("a")
                        Text("b")
                        Text("c")
                        Text("d")
                    })
                host?.rootView = NavigationView {
                    Text("a")
                    Text("b")
                    Text("c")
                    Text("e")
                }
            }
            XCTAssertEqual(messages.filter { $0.contains("at most three columns") }.count, 1)
            XCTAssertEqual(WidgetTree.labels(in: host!.widget), ["a", "b", "c"])
        }
    }
}
