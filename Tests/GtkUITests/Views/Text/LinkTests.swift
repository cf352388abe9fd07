import Foundation
import GtkUITesting
import XCTest

@testable import GtkUI

/// Records what links would open, instead of launching a browser.
@MainActor
private final class OpenedLinks {
    var uris: [String] = []
    private let previous = LinkOpener.open

    init() {
        LinkOpener.open = { [unowned self] uri, _ in
            uris.append(uri)
            return true
        }
    }

    func restore() { LinkOpener.open = previous }
}

final class LinkTests: GtkTestCase {
    func testALinkIsALinkButtonThatOpensItsDestination() throws {
        try onGtkThread {
            let opened = OpenedLinks()
            defer { opened.restore() }
            let host = try ViewHost(Link("GNOME", destination: URL(string: "https://gnome.org")!), size: (200, 80))
            defer { host.close() }
            let link = host.link("GNOME")
            XCTAssertEqual(link.destination, URL(string: "https://gnome.org"))
            XCTAssertFalse(host.exists(.text("https://gnome.org")), "the title replaces the address")
            XCTAssertFalse(link.isVisited)
            link.tap()
            XCTAssertEqual(opened.uris, ["https://gnome.org"])
            XCTAssertTrue(host.link("GNOME").isVisited)
        }
    }

    func testMailtoLinksOpen() {
        onGtkThread {
            let opened = OpenedLinks()
            defer { opened.restore() }
            let host = HostingWidget(
                rootView: Link(destination: URL(string: "mailto:someone@example.org")!) { Text("Write") }.font(
                    .headline))
            let button = WidgetTree.first(gtk_link_button_get_type(), in: host.widget)!
            let label = WidgetTree.first(gtk_label_get_type(), in: button)!
            XCTAssertEqual(PangoAttributeReader.describe(label: label), ["weight 700"])
            gtk_button_clicked(button.cast())
            XCTAssertEqual(opened.uris, ["mailto:someone@example.org"])
        }
    }

    func testOtherSchemesWarnOnceAndOpenNothing() {
        onGtkThread {
            let opened = OpenedLinks()
            defer { opened.restore() }
            var host: HostingWidget<Link<Text>>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Link("Passwords", destination: URL(string: "file:///etc/passwd")!))
                let button = WidgetTree.first(gtk_link_button_get_type(), in: host!.widget)!
                gtk_button_clicked(button.cast())
                gtk_button_clicked(button.cast())
                host?.flushUpdates()
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("file:///etc/passwd") ?? false)
            XCTAssertEqual(opened.uris, [])
            let button = WidgetTree.first(gtk_link_button_get_type(), in: host!.widget)!
            XCTAssertEqual(gtk_link_button_get_visited(button.cast()), 0)
        }
    }
}
