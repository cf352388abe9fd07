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

/// The imperative, SceneDelegate-style start-up: a plain GtkApplication makes the window in
/// its `activate` handler.
final class ImperativeStartupTests: GtkTestCase {
    func testHostingWindowFromAnActivateHandler() {
        onGtkThread {
            let application = GObjectReference(
                adopting: gtk_application_new(
                    "org.gtkui.ImperativeStartup", GApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue))!)
            var opened: HostingWindow<Counter>?
            Signals.connect(application.pointer, "activate") { _ in
                let window = HostingWindow(rootView: Counter(title: "activated"), application: application.pointer)
                window.present()
                opened = window
                XCTAssertEqual(gtk_window_get_application(window.window), application.pointer)
                XCTAssertEqual(WidgetTree.labels(in: window.widget).first, "activated 0")
                // Closing the last window ends g_application_run, which also unregisters the
                // application from the session bus.
                window.close()
            }
            let programName = strdup("test")
            defer { free(programName) }
            var argv: [UnsafeMutablePointer<CChar>?] = [programName, nil]
            let status = argv.withUnsafeMutableBufferPointer {
                g_application_run(application.pointer.cast(), 1, $0.baseAddress)
            }
            XCTAssertEqual(status, 0)
            XCTAssertEqual(opened?.isClosed, true)
            XCTAssertNil(gtk_application_get_windows(application.pointer), "closing removes it from the application")
        }
    }
}
