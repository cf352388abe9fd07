import Observation
import XCTest

@testable import GtkUI

private struct CounterApp: App {
    @State private var count = 0
    var body: some Scene {
        // Read by the body itself: the content closure captures the value of this evaluation.
        let doubled = count * 2
        WindowGroup("Count \(count)") {
            Button("tapped \(count)") { count += 1 }
            Text("doubled \(doubled)")
        }
    }
}

private struct UntitledApp: App {
    var body: some Scene {
        WindowGroup { Text("untitled") }
    }
}

@Observable
private final class Profile {
    var name = "Ada"
}

private final class Store: ObservableObject {
    @Published var total = 1
}

private struct ModelApp: App {
    @State private var profile = Profile()
    @StateObject private var store = Store()
    @Environment(\.isEnabled) private var isEnabled
    var body: some Scene {
        WindowGroup("Models") {
            VStack {
                Text("name \(profile.name)")
                Text("total \(store.total)")
                Text("enabled \(isEnabled)")
                Button("rename") { profile.name = "Grace" }
                Button("add") { store.total += 1 }
            }
        }
    }
}

private struct Row: View {
    @Binding var text: String
    let delete: () -> Void
    var body: some View {
        HStack {
            Text(text)
            Button("delete \(text)") { delete() }
        }
    }
}

/// The shape of SwiftCrossUI's examples: the list lives in the App, rows get bindings.
private struct ListApp: App {
    @State private var items = ["a", "b", "c", "d"]
    var body: some Scene {
        WindowGroup("List") {
            VStack {
                ForEach(0..<items.count) { index in
                    Row(text: $items[index]) { items.remove(at: index) }
                }
            }
        }
    }
}

private struct AboutScreen: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View { Button("about") { openWindow(id: "about") } }
}

private struct WindowSceneApp: App {
    var body: some Scene {
        WindowGroup("Main") { AboutScreen() }
        Window("About", id: "about") { Text("about text") }
    }
}

private struct DuplicateIDApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("main") }
        WindowGroup("One", id: "extra") { Text("one") }
        WindowGroup("Two", id: "extra") { Text("two") }
    }
}

@MainActor
private func title(_ window: any Hosting) -> String {
    gtk_window_get_title(window.window).map { String(cString: $0) } ?? ""
}

final class SceneTests: GtkTestCase {
    func testAppStateUpdatesTheWindowContentAndItsTitle() throws {
        try onGtkThread {
            let session = try CounterApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            XCTAssertEqual(title(window), "Count 0")
            gtk_button_clicked(WidgetTree.button("tapped 0", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: window.widget), ["tapped 1", "doubled 2"])
            XCTAssertEqual(title(window), "Count 1", "a title built from App state retitles the window")
            // From GLib's loop, as a user's click is handled: the app's body and the window's
            // content are each evaluated once.
            let evaluations = Diagnostics.bodyEvaluations.value
            gtk_button_clicked(WidgetTree.button("tapped 1", in: window.widget))
            XCTAssertTrue(TestLoop.run { title(window) == "Count 2" })
            TestLoop.drain()
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - evaluations, 2)
            XCTAssertEqual(session.windows.count, 1, "an update reuses the open window")
        }
    }

    func testModelsAndEnvironmentOnTheAppUpdateTheWindow() throws {
        try onGtkThread {
            let session = try ModelApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            XCTAssertEqual(
                WidgetTree.labels(in: window.widget), ["name Ada", "total 1", "enabled true", "rename", "add"])
            gtk_button_clicked(WidgetTree.button("rename", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: window.widget).first, "name Grace", "an @Observable model on the App")
            gtk_button_clicked(WidgetTree.button("add", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: window.widget)[1], "total 2", "an ObservableObject on the App")
        }
    }

    func testDeletingRowsOfAListInAppState() throws {
        try onGtkThread {
            let session = try ListApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            gtk_button_clicked(WidgetTree.button("delete b", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: window.widget), ["a", "delete a", "c", "delete c", "d", "delete d"])
            gtk_button_clicked(WidgetTree.button("delete d", in: window.widget))
            session.flushUpdates()
            gtk_button_clicked(WidgetTree.button("delete a", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: window.widget), ["c", "delete c"])
        }
    }

    func testAnUntitledWindowGroupIsTitledWithTheAppsName() throws {
        try onGtkThread {
            let session = try UntitledApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            XCTAssertEqual(title(window), "UntitledApp")
            XCTAssertEqual(WidgetTree.labels(in: window.widget), ["untitled"])
        }
    }

    func testAWindowSceneOpensOnce() throws {
        try onGtkThread {
            let session = try WindowSceneApp.launch()
            defer { session.closeAllWindows() }
            let main = try XCTUnwrap(session.windows.first)
            gtk_button_clicked(WidgetTree.button("about", in: main.widget))
            gtk_button_clicked(WidgetTree.button("about", in: main.widget))
            XCTAssertEqual(session.windows.count, 2, "opening a Window scene again presents the open window")
            XCTAssertEqual(title(session.windows[1]), "About")
            XCTAssertEqual(WidgetTree.labels(in: session.windows[1].widget), ["about text"])
            session.windows[1].window.map { gtk_widget_destroy($0.cast()) }
            session.openWindow(id: "about")
            XCTAssertEqual(session.windows.count, 2, "once closed, it opens again")
        }
    }

    func testDuplicateSceneIDsGiveOneWarningNamingTheID() {
        onGtkThread {
            var session: AppSession?
            let messages = LogCapture.capture(domain: "GtkUI") {
                session = try? DuplicateIDApp.launch()
                session?.openWindow(id: "extra")
                session?.openWindow(id: "extra")
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("'extra'") ?? false)
            XCTAssertEqual(session?.windows.last.map { WidgetTree.labels(in: $0.widget) }, ["one"])
            session?.closeAllWindows()
        }
    }
}
