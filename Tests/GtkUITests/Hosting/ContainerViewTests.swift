import GtkUI
import XCTest

@MainActor
private final class Seen {
    var windows: [UnsafeMutablePointer<GtkWindow>?] = []
}

private struct Probe: View {
    let seen: Seen
    var body: some View {
        ContainerView { host in
            seen.windows.append(host.window)
            return Text(host.window == nil ? "no window" : "in window")
        }
    }
}

private struct HostReader: View {
    @Environment(\.hosting) private var hosting
    var body: some View {
        Text(hosting == nil ? "no host" : "host")
    }
}

final class ContainerViewTests: GtkTestCase {
    func testContentReceivesTheWindowOnceAttached() {
        onGtkThread {
            let seen = Seen()
            let host = HostingWidget(rootView: Probe(seen: seen))
            XCTAssertEqual(seen.windows.count, 1)
            XCTAssertNil(seen.windows[0])
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["no window"])

            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            host.flushUpdates()
            XCTAssertEqual(seen.windows.last ?? nil, UnsafeMutablePointer<GtkWindow>(window.cast()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["in window"])
            XCTAssertTrue(host.window == UnsafeMutablePointer<GtkWindow>(window.cast()))
        }
    }

    func testEnvironmentHostingIsTheHost() {
        onGtkThread {
            let host = HostingWidget(rootView: HostReader())
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["host"])
        }
    }
}
