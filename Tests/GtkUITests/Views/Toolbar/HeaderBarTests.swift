import XCTest

@testable import GtkUI

private struct Inbox: View {
    var body: some View {
        VStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Inbox")
        }
        .navigationSubtitle("3 unread")
    }
}

private struct MailApp: App {
    var body: some Scene {
        WindowGroup("Mail") {
            NavigationStack {
                Inbox()
                    .navigationDestination(for: Int.self) { number in Text("message \(number)") }
            }
        }
    }
}

private struct PlainTitleBarApp: App {
    var body: some Scene {
        WindowGroup("Plain") { Text("plain").toolbar { Button("Ignored") {} } }
            .windowStyle(.titleBar)
    }
}

private struct HiddenTitleApp: App {
    var body: some Scene {
        WindowGroup("Hidden") { Text("hidden") }
            .windowStyle(.hiddenTitleBar)
            .defaultSize(width: 320, height: 240)
    }
}

private struct FixedSizeApp: App {
    var body: some Scene {
        WindowGroup("Fixed") { Text("fixed") }
            .windowResizability(.contentSize)
        Window("Free", id: "free") { Text("free") }
            .windowResizability(.contentMinSize)
    }
}

final class HeaderBarTests: GtkTestCase {
    func testAWindowGroupHasAHeaderBarShowingTheNavigationTitleAndSubtitle() throws {
        try onGtkThread {
            let session = try MailApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            let bar = try XCTUnwrap(HeaderBarProbe.bar(of: window.window), "a header bar by default")
            XCTAssertEqual(gtk_header_bar_get_show_close_button(bar), 1, "with the window buttons")
            XCTAssertEqual(HeaderBarProbe.title(bar), "Inbox")
            XCTAssertEqual(HeaderBarProbe.subtitle(bar), "3 unread")

            gtk_button_clicked(WidgetTree.button("Open", in: window.widget))
            session.flushUpdates()
            XCTAssertEqual(HeaderBarProbe.title(bar), "Mail", "an untitled page shows the scene's title")
            XCTAssertNil(HeaderBarProbe.subtitle(bar))

            let back = try XCTUnwrap(NavigationProbe.backButton(in: window.widget))
            gtk_button_clicked(back)
            session.flushUpdates()
            XCTAssertEqual(HeaderBarProbe.title(bar), "Inbox")
            XCTAssertEqual(HeaderBarProbe.subtitle(bar), "3 unread")
        }
    }

    func testTheTitleBarStyleOptsOutOfTheHeaderBar() throws {
        try onGtkThread {
            var session: AppSession?
            let messages = LogCapture.capture(domain: "GtkUI") { session = try? PlainTitleBarApp.launch() }
            defer { session?.closeAllWindows() }
            let window = try XCTUnwrap(session?.windows.first)
            XCTAssertNil(gtk_window_get_titlebar(window.window), "the window manager's title bar")
            XCTAssertEqual(gtk_window_get_title(window.window).map { String(cString: $0) }, "Plain")
            XCTAssertEqual(messages.count, 1, "toolbar items without a header bar: one warning; \(messages)")
            // The app's menu bar (File, Help) stands above the content in a window without a header bar.
            XCTAssertEqual(
                WidgetTree.labels(in: window.widget), ["File", "Help", "plain"], "the ignored item is nowhere")
        }
    }

    func testTheHiddenTitleBarStyleKeepsTheWindowButtonsWithoutTheTitle() throws {
        try onGtkThread {
            let session = try HiddenTitleApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            let bar = try XCTUnwrap(HeaderBarProbe.bar(of: window.window))
            XCTAssertEqual(gtk_header_bar_get_show_close_button(bar), 1)
            XCTAssertNotNil(gtk_header_bar_get_custom_title(bar), "an empty title in place of the window's")
            XCTAssertEqual(HeaderBarProbe.customTitle(bar), [])
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(window.window, &width, &height)
            XCTAssertEqual([width, height], [320, 240], "defaultSize after another scene modifier")
        }
    }

    func testWindowResizability() throws {
        try onGtkThread {
            let session = try FixedSizeApp.launch()
            defer { session.closeAllWindows() }
            let fixed = try XCTUnwrap(session.windows.first?.window)
            XCTAssertEqual(gtk_window_get_resizable(fixed), 0, ".contentSize: the content's size, not resizable")
            let free = try XCTUnwrap(session.openWindow(id: "free")?.window)
            XCTAssertEqual(gtk_window_get_resizable(free), 1, ".contentMinSize: can grow")
        }
    }
}
