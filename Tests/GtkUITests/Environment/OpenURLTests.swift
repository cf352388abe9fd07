import Foundation
import XCTest

@testable import GtkUI

private struct Opener: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Help") { openURL(URL(string: "https://help.gnome.org")!) }
    }
}

/// `@Environment(\.openURL)`: the desktop opens URLs unless a view set an action of its own,
/// which links use too.
final class OpenURLTests: GtkTestCase {
    /// Replaces the desktop's opener for the test, recording what it was asked to open.
    @MainActor private final class DesktopOpener {
        var opened: [String] = []
        private let previous = LinkOpener.open
        init() {
            LinkOpener.open = { [unowned self] uri, _ in
                opened.append(uri)
                return true
            }
        }
        func restore() { LinkOpener.open = previous }
    }

    func testTheDefaultActionAsksTheDesktop() {
        onGtkThread {
            let desktop = DesktopOpener()
            defer { desktop.restore() }
            let host = HostingWidget(rootView: Opener())
            gtk_button_clicked(WidgetTree.button("Help", in: host.widget))
            XCTAssertEqual(desktop.opened, ["https://help.gnome.org"])
        }
    }

    func testAnActionOfTheAppHandlesDiscardsOrRedirects() {
        onGtkThread {
            let desktop = DesktopOpener()
            defer { desktop.restore() }
            var seen: [URL] = []
            let action = OpenURLAction { url in
                seen.append(url)
                switch url.host {
                case "help.gnome.org": return .handled
                case "example.org": return .discarded
                default: return .systemAction(URL(string: "https://gnome.org")!)
                }
            }
            let host = HostingWidget(
                rootView: VStack {
                    Opener()
                    Link("Example", destination: URL(string: "https://example.org")!)
                    Link("Other", destination: URL(string: "https://other.org")!)
                }
                .environment(\.openURL, action))
            gtk_button_clicked(WidgetTree.button("Help", in: host.widget))
            let links = WidgetTree.all(gtk_link_button_get_type(), in: host.widget)
            XCTAssertEqual(links.count, 2)
            for link in links { gtk_button_clicked(link.cast()) }
            XCTAssertEqual(seen.map(\.host), ["help.gnome.org", "example.org", "other.org"])
            XCTAssertEqual(desktop.opened, ["https://gnome.org"], "only the redirected URL reaches the desktop")
            XCTAssertEqual(gtk_link_button_get_visited(links[0].cast()), 0, "a discarded link is not visited")
            XCTAssertEqual(gtk_link_button_get_visited(links[1].cast()), 1)

            var completed: [Bool] = []
            action(URL(string: "https://example.org")!) { completed.append($0) }
            action(URL(string: "https://help.gnome.org")!) { completed.append($0) }
            XCTAssertEqual(completed, [false, true])
        }
    }
}
