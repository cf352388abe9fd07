import GtkUI
import XCTest

private struct Inbox: View {
    var body: some View {
        VStack {
            HStack {
                NavigationLink("Open", value: 1)
                    .navigationTitle("Inbox")
            }
        }
        .navigationSubtitle("3 unread")
    }
}

@MainActor
private func title(of window: HostingWindow<some View>) -> String? {
    gtk_window_get_title(window.window).map { String(cString: $0) }
}

@MainActor
private func subtitle(of window: HostingWindow<some View>) -> String? {
    g_object_get_data(window.widget.cast(), "gtkui-navigation-subtitle").map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
    }
}

final class NavigationTitleTests: GtkTestCase {
    func testTheWindowTitleFollowsTheShownPage() {
        onGtkThread {
            let window = HostingWindow(
                rootView: NavigationStack {
                    Inbox()
                        .navigationDestination(for: Int.self) { number in
                            Text("message").navigationBarTitle("Message \(number)", displayMode: .inline)
                        }
                })
            window.present()
            defer { window.close() }
            let root = window.widget
            XCTAssertEqual(title(of: window), "Inbox", "a title set deep inside the root page")
            XCTAssertEqual(subtitle(of: window), "3 unread")

            NavigationProbe.click("Open", in: root)
            window.flushUpdates()
            XCTAssertEqual(title(of: window), "Message 1")
            XCTAssertNil(subtitle(of: window))
            let back = NavigationProbe.backButton(in: root)!
            XCTAssertEqual(
                gtk_button_get_label(back).map { String(cString: $0) }, "Inbox", "named after the page below")
            XCTAssertEqual(accessibleName(of: back), "Inbox")

            gtk_button_clicked(back)
            window.flushUpdates()
            XCTAssertEqual(title(of: window), "Inbox")
            XCTAssertEqual(subtitle(of: window), "3 unread")
        }
    }

    func testAChangedTitleReachesTheWindowAndAnUntitledPageShowsTheWindowsOwnTitle() {
        onGtkThread {
            let probe = ControlProbe<String>()
            let window = HostingWindow(
                rootView: ProbeHost("One", probe: probe) { name in
                    NavigationStack {
                        Text(name.wrappedValue)
                            .navigationTitle(Text(name.wrappedValue))
                            .navigationBarTitleDisplayMode(.large)
                        NavigationLink("Plain") { Text("untitled") }
                    }
                })
            window.present()
            defer { window.close() }
            XCTAssertEqual(title(of: window), "One")
            probe.state?.wrappedValue = "Two"
            window.flushUpdates()
            XCTAssertEqual(title(of: window), "Two")

            NavigationProbe.click("Plain", in: window.widget)
            window.flushUpdates()
            XCTAssertEqual(title(of: window), "", "the window's own title")
            XCTAssertEqual(
                gtk_button_get_label(NavigationProbe.backButton(in: window.widget)).map { String(cString: $0) }, "Two")
        }
    }

    func testOutsideANavigationContainerTheTitleGoesToTheWindow() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let window = HostingWindow(
                rootView: ProbeHost(true, probe: probe) { isTitled in
                    if isTitled.wrappedValue {
                        Text("content").navigationTitle("Plain").navigationSubtitle("below")
                    } else {
                        Text("untitled")
                    }
                })
            window.present()
            defer { window.close() }
            XCTAssertEqual(title(of: window), "Plain")
            XCTAssertEqual(subtitle(of: window), "below")
            probe.state?.wrappedValue = false
            window.flushUpdates()
            XCTAssertEqual(title(of: window), "", "the window's own title comes back")
            XCTAssertNil(subtitle(of: window))
        }
    }
}
