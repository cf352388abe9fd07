import XCTest

@testable import GtkUI

private struct MainScreen: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Text("main")
            Button("inspect") { openWindow(id: "inspector") }
        }
    }
}

private struct InspectorScreen: View {
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        VStack {
            Text("inspector")
            Button("done") { dismissWindow() }
        }
    }
}

private struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup("Main") { MainScreen() }
        WindowGroup("Inspector", id: "inspector") { InspectorScreen() }
    }
}

final class AppTests: GtkTestCase {
    func testAppOpensFirstGroupAndOpensAndDismissesOthers() throws {
        try onGtkThread {
            let session = try TwoWindowApp.launch()
            defer { session.closeAllWindows() }
            XCTAssertEqual(session.windows.count, 1, "only the first group opens at launch")
            let main = session.windows[0]
            XCTAssertEqual(WidgetTree.labels(in: main.widget), ["main", "inspect"])
            XCTAssertEqual(String(cString: gtk_window_get_title(main.window)), "Main")

            gtk_button_clicked(WidgetTree.button("inspect", in: main.widget))
            XCTAssertEqual(session.windows.count, 2)
            let inspector = session.windows[1]
            XCTAssertEqual(WidgetTree.labels(in: inspector.widget), ["inspector", "done"])

            gtk_button_clicked(WidgetTree.button("done", in: inspector.widget))
            XCTAssertEqual(session.windows.count, 1, "dismissWindow closes the calling window")

            let messages = LogCapture.capture(domain: "GtkUI") { session.openWindow(id: "nope") }
            XCTAssertEqual(messages.count, 1)
            XCTAssertEqual(TwoWindowApp.applicationID, "org.gtkui.TwoWindowApp")
        }
    }

    func testRunReturnsWhenTheLastWindowCloses() {
        onGtkThread {
            let closer = WindowCloser(session: AppSession(app: TwoWindowApp(), applicationID: "org.gtkui.QuitTest"))
            // Once the first window is open, close it from the loop, as a user would.
            g_timeout_add_full(
                G_PRIORITY_DEFAULT, 50,
                { data in
                    let closer = Unmanaged<WindowCloser>.fromOpaque(data!).takeUnretainedValue()
                    return MainActor.assumeIsolated { closer.closeFirstWindow() ? 0 : 1 }
                }, Unmanaged.passUnretained(closer).toOpaque(), nil)
            let status = closer.session.run(arguments: ["test"])
            XCTAssertEqual(status, 0)
            XCTAssertTrue(closer.closed, "a window was open, and closing it ended g_application_run")
            XCTAssertTrue(closer.session.windows.isEmpty)
        }
    }
}

/// Closes the app's first window once it exists.
@MainActor
private final class WindowCloser {
    let session: AppSession
    var closed = false

    init(session: AppSession) { self.session = session }

    func closeFirstWindow() -> Bool {
        guard let window = session.windows.first else { return false }
        gtk_window_close(window.window)
        closed = true
        return true
    }
}
