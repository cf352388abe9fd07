import GtkUI
import XCTest

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
}
