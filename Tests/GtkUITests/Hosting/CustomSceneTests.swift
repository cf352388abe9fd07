import Observation
import XCTest

@testable import GtkUI

/// A scene type of the app's own, made of other scenes, as SwiftUI apps write their settings.
private struct InspectorScenes: Scene {
    let title: String
    var body: some Scene {
        Window(title, id: "inspector") { Text("inspecting") }
        PreferencesScene()
    }
}

private struct PreferencesScene: Scene {
    var body: some Scene {
        Settings { Text("preferences") }
            .windowResizability(.contentSize)
    }
}

private struct ScenesApp: App {
    @State private var count = 0
    var body: some Scene {
        WindowGroup("Main") {
            Button("count \(count)") { count += 1 }
        }
        InspectorScenes(title: "Inspector \(count)")
    }
}

@MainActor
private func title(_ window: any Hosting) -> String {
    gtk_window_get_title(window.window).map { String(cString: $0) } ?? ""
}

final class CustomSceneTests: GtkTestCase {
    func testAScenesBodyIsReadForItsWindowsAndFollowsTheAppsState() throws {
        try onGtkThread {
            let session = try ScenesApp.launch()
            defer { session.closeAllWindows() }
            let main = try XCTUnwrap(session.windows.first)
            let inspector = try XCTUnwrap(session.openWindow(id: "inspector"))
            XCTAssertEqual(WidgetTree.labels(in: inspector.widget), ["inspecting"])
            XCTAssertEqual(title(inspector), "Inspector 0")

            gtk_button_clicked(WidgetTree.button("count 0", in: main.widget))
            session.flushUpdates()
            XCTAssertEqual(title(inspector), "Inspector 1", "the custom scene's body is evaluated with the app's")

            // The Settings scene inside two levels of custom scenes opens as the preferences window.
            session.openSettings()
            XCTAssertEqual(session.windows.count, 3)
            XCTAssertEqual(WidgetTree.labels(in: session.windows[2].widget), ["preferences"])
        }
    }
}
