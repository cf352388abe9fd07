import GtkUI
import XCTest

private struct Counter: View {
    let title: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(title) \(count)")
            Button("plus") { count += 1 }
        }
    }
}

final class HostingWindowTests: GtkTestCase {
    func testPresentsReplacesRootKeepingStateAndCloseDismantlesEverything() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            let boxes = Diagnostics.liveSignalBoxes.value
            var closed = 0
            do {
                let window = HostingWindow(rootView: Counter(title: "a"))
                window.title = "Counter"
                window.onClose = { closed += 1 }
                window.present()
                XCTAssertEqual(gtk_widget_get_visible(window.widget), 1)
                XCTAssertEqual(window.title, "Counter")
                XCTAssertNotNil(window.window)

                gtk_button_clicked(WidgetTree.button("plus", in: window.widget))
                window.flushUpdates()
                window.rootView = Counter(title: "b")
                XCTAssertEqual(WidgetTree.labels(in: window.widget).first, "b 1", "state kept across rootView")

                window.close()
                XCTAssertTrue(window.isClosed)
                XCTAssertNil(window.window)
            }
            XCTAssertEqual(closed, 1)
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets, "every widget of the tree is finalized")
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
        }
    }

    func testPresentedWindowLivesWithoutAReferenceUntilClosedByGtk() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            weak var weakWindow: HostingWindow<Counter>?
            var gtkWindow: UnsafeMutablePointer<GtkWidget>?
            do {
                let window = HostingWindow(rootView: Counter(title: "kept"))
                window.present()
                weakWindow = window
                gtkWindow = window.widget
            }
            XCTAssertNotNil(weakWindow, "a presented window stays alive like a GtkWindow")
            gtk_widget_destroy(gtkWindow!)
            XCTAssertNil(weakWindow)
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
        }
    }

    func testClosedWindowCannotBePresentedAgain() {
        onGtkThread {
            let window = HostingWindow(rootView: Counter(title: "x"))
            window.close()
            let messages = LogCapture.capture(domain: "GtkUI") { window.present() }
            XCTAssertEqual(messages.count, 1)
        }
    }
}
