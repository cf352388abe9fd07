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

private struct OtherApp: App {
    var body: some Scene {
        WindowGroup("Other") { Text("other") }
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
            closer.closeFromLoop()
            let status = closer.session.run(arguments: ["test"])
            XCTAssertEqual(status, 0)
            XCTAssertTrue(closer.closed, "a window was open, and closing it ended g_application_run")
            XCTAssertTrue(closer.session.windows.isEmpty)
        }
    }

    func testRunOpensItsWindowWhateverTheArguments() {
        onGtkThread {
            let closer = WindowCloser(
                session: AppSession(app: TwoWindowApp(), applicationID: "org.gtkui.ArgumentsTest"))
            closer.closeFromLoop()
            // GApplication would reject the option and the file and exit 1 without a window.
            let status = closer.session.run(arguments: ["test", "--verbose", "notes.txt", "--gtk-debug=all"])
            XCTAssertEqual(status, 0)
            XCTAssertTrue(closer.closed, "the window opened although the program was given arguments")
        }
    }

    func testReleasingTheSessionShutsTheApplicationDownSoItLaunchesAgain() throws {
        try onGtkThread {
            let finalizations = FinalizationCounter()
            for round in 1...3 {
                var session: AppSession? = try TwoWindowApp.launch()
                let messages = LogCapture.capture(domain: "GtkUI") {
                    XCTAssertEqual(session?.windows.count, 1, "round \(round) opens its window")
                    if let application = session?.applicationPointer {
                        XCTAssertNotEqual(g_application_get_is_registered(application.cast()), 0)
                        finalizations.watch(application)
                    }
                    session = nil
                }
                XCTAssertEqual(messages, [], "round \(round)")
                XCTAssertEqual(finalizations.finalized, round, "releasing the session finalizes its GtkApplication")
            }
        }
    }

    func testRunAfterLaunchInTheSameProcess() throws {
        try onGtkThread {
            do {
                let session = try TwoWindowApp.launch()
                XCTAssertEqual(session.windows.count, 1)
            }
            let closer = WindowCloser(
                session: AppSession(app: TwoWindowApp(), applicationID: TwoWindowApp.applicationID))
            closer.closeFromLoop()
            XCTAssertEqual(closer.session.run(arguments: ["test"]), 0)
            XCTAssertTrue(closer.closed)
        }
    }

    func testAFailedRegistrationGivesOneWarningAndStillOpensTheWindow() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil,
            "registration fails only where a session bus holds the first app's objects")
        try onGtkThread {
            let first = try TwoWindowApp.launch()
            let launches: [@MainActor () throws -> AppSession] = [
                { try TwoWindowApp.launch() }, { try OtherApp.launch() },
            ]
            for (index, launch) in launches.enumerated() {
                var second: AppSession?
                // GLib's own critical on this path would go to the GLib-GIO domain.
                var glibMessages: [String] = []
                let messages = LogCapture.capture(domain: "GtkUI") {
                    glibMessages = LogCapture.capture(domain: "GLib-GIO") { second = try? launch() }
                }
                XCTAssertEqual(messages.count, 1, "case \(index): \(messages)")
                XCTAssertTrue(messages.first?.contains("opens its windows without a GtkApplication") ?? false)
                XCTAssertEqual(glibMessages, [], "case \(index)")
                XCTAssertEqual(second?.windows.count, 1, "the second session's window opens all the same")
                second = nil
            }
            XCTAssertEqual(first.windows.count, 1)
        }
    }

    func testRunAfterAFailedRegistrationRunsUntilTheWindowCloses() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil,
            "registration fails only where a session bus holds the first app's objects")
        try onGtkThread {
            let first = try TwoWindowApp.launch()
            let closer = WindowCloser(session: AppSession(app: OtherApp(), applicationID: OtherApp.applicationID))
            closer.closeFromLoop()
            var status: Int32 = -1
            let messages = LogCapture.capture(domain: "GtkUI") { status = closer.session.run(arguments: ["test"]) }
            XCTAssertEqual(messages.count, 1)
            XCTAssertEqual(status, 0)
            XCTAssertTrue(closer.closed, "its window opened, and closing it ended the run")
            XCTAssertEqual(first.windows.count, 1)
        }
    }
}

/// Closes the app's first window once it exists.
@MainActor
private final class WindowCloser {
    let session: AppSession
    var closed = false

    init(session: AppSession) { self.session = session }

    /// Once the first window is open, closes it from the loop, as a user would.
    func closeFromLoop() {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, 50,
            { data in
                let closer = Unmanaged<WindowCloser>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { closer.closeFirstWindow() ? 0 : 1 }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    func closeFirstWindow() -> Bool {
        guard let window = session.windows.first else { return false }
        gtk_window_close(window.window)
        closed = true
        return true
    }
}

extension AppTests {
    /// Ctrl+W closes the window that has it, Ctrl+Q every window, in any GtkUI app.
    func testStandardKeysCloseAndQuit() throws {
        try onGtkThread {
            let session = try TwoWindowApp.launch()
            defer { session.closeAllWindows() }
            gtk_button_clicked(WidgetTree.button("inspect", in: session.windows[0].widget))
            XCTAssertEqual(session.windows.count, 2)
            guard let inspector = session.windows[1].window else { return XCTFail("no inspector window") }
            XCTAssertEqual(gtk_accel_groups_activate(inspector.gObject, guint(GDK_KEY_w), GDK_CONTROL_MASK), 1)
            TestLoop.drain()
            XCTAssertEqual(session.windows.count, 1, "Ctrl+W closed the inspector")
            gtk_button_clicked(WidgetTree.button("inspect", in: session.windows[0].widget))
            guard let main = session.windows[0].window else { return XCTFail("no main window") }
            XCTAssertEqual(gtk_accel_groups_activate(main.gObject, guint(GDK_KEY_q), GDK_CONTROL_MASK), 1)
            TestLoop.drain()
            XCTAssertEqual(session.windows.count, 0, "Ctrl+Q closed every window")
        }
    }
}
