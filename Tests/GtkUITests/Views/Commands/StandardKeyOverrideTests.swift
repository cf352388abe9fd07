import XCTest

@testable import GtkUI

/// How often each Ctrl+W shortcut ran.
@MainActor
private enum Ran {
    static var command = 0
    static var button = 0
}

private struct CloseTabCommandApp: App {
    var body: some Scene {
        WindowGroup("Tabs") { Text("tabs") }
            .commands {
                CommandMenu("Tabs") { Button("Close Tab") { Ran.command += 1 }.keyboardShortcut("w") }
            }
    }
}

private struct CloseTabButtonApp: App {
    var body: some Scene {
        WindowGroup("Tabs") { Button("Close Tab") { Ran.button += 1 }.keyboardShortcut("w") }
    }
}

/// A user's shortcut on a standard key (Ctrl+W closes the window) wins over it, with one warning.
final class StandardKeyOverrideTests: GtkTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            Ran.command = 0
            Ran.button = 0
        }
    }

    func testACommandOnControlWRunsAndTheWindowStaysOpen() throws {
        try onGtkThread {
            var session: AppSession?
            let messages = LogCapture.capture(domain: "GtkUI") {
                session = try? CloseTabCommandApp.launch()
                session?.flushUpdates()
                session?.flushUpdates()
            }
            defer { session?.closeAllWindows() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("\"Close Tab\"") ?? false, "\(messages)")
            XCTAssertTrue(messages.first?.contains("Close Window") ?? false, "\(messages)")
            let window = try XCTUnwrap(session?.windows.first?.widget)
            KeyPress.press(GDK_KEY_w, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(Ran.command, 1, "Ctrl+W ran the command once")
            XCTAssertEqual(session?.windows.count, 1, "and did not close the window")
            // Ctrl+Q is still the standard key.
            KeyPress.press(GDK_KEY_q, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(session?.windows.count, 0)
        }
    }

    /// Without a GtkApplication the commands' keys are an accelerator group of each window.
    func testWithoutAnApplicationTheCommandWinsToo() throws {
        try onGtkThread {
            let session = AppSession(
                app: CloseTabCommandApp(), applicationID: CloseTabCommandApp.applicationID, registers: false)
            let messages = LogCapture.capture(domain: "GtkUI") {
                session.activateWithoutRunning()
                session.flushUpdates()
                session.flushUpdates()
            }
            defer { session.closeAllWindows() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            let window = try XCTUnwrap(session.windows.first?.widget)
            KeyPress.press(GDK_KEY_w, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(Ran.command, 1)
            XCTAssertEqual(session.windows.count, 1)
        }
    }

    func testAButtonOnControlWRunsAndTheWindowStaysOpen() throws {
        try onGtkThread {
            var session: AppSession?
            let messages = LogCapture.capture(domain: "GtkUI") {
                session = try? CloseTabButtonApp.launch()
                session?.flushUpdates()
            }
            defer { session?.closeAllWindows() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("\"Close Tab\"") ?? false, "\(messages)")
            let window = try XCTUnwrap(session?.windows.first?.widget)
            KeyPress.press(GDK_KEY_w, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(Ran.button, 1, "Ctrl+W clicked the button once")
            XCTAssertEqual(session?.windows.count, 1, "and did not close the window")
        }
    }
}
