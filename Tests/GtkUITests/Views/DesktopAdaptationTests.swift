import Observation
import XCTest

@testable import GtkUI

/// Every standard command group SwiftUI offers.
private struct StandardCommandGroups: Commands {
    var body: some Commands {
        SidebarCommands()
        TextEditingCommands()
        TextFormattingCommands()
        ToolbarCommands()
        EmptyCommands()
    }
}

/// Whether the cover is shown.
@MainActor
@Observable
private final class CoverModel {
    var isPresented = false
}

/// A window's content that presents a full-screen cover when its model says so.
private struct CoverPresenter: View {
    @Bindable var model: CoverModel
    var body: some View {
        Text("Behind").fullScreenCover(isPresented: $model.isPresented) { Text("Cover") }
    }
}

/// SwiftUI API that public apps use and that GtkUI maps onto the desktop: badges, accessibility
/// actions, scene padding, window behaviours, full-screen covers and the standard command groups.
final class DesktopAdaptationTests: GtkTestCase {
    func testABadgeShowsItsValueAtTheEndAndZeroShowsNone() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    Text("Inbox").badge(3)
                    Text("Sent").badge(0)
                    Label("Drafts", systemImage: "doc").badge("new")
                    Text("Spam").badge(nil as Text?)
                })
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Inbox", "3", "Sent", "Drafts", "new", "Spam"])
        }
    }

    func testAnAccessibilityActionIsAContextMenuItemThatRunsIt() {
        onGtkThread {
            var archived = 0
            let host = HostingWidget(
                rootView: Text("Message").accessibilityAction(named: "Archive") { archived += 1 })
            let box: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_event_box_get_type(), in: host)
            let menu = g_object_get_data(box.gObject, "gtkui-menu")!.assumingMemoryBound(to: GtkWidget.self)
            let items = WidgetTree.children(of: menu)
            XCTAssertEqual(items.map { WidgetTree.labels(in: $0) }, [["Archive"]])
            gtk_widget_activate(items[0])
            XCTAssertEqual(archived, 1)
        }
    }

    func testScenePaddingIsGnomesWindowMarginOnTheEdgesAsked() {
        onGtkThread {
            @MainActor func naturalWidth(_ view: some View) -> gint {
                let host = HostingWidget(rootView: view)
                var natural: gint = 0
                gtk_widget_get_preferred_width(host.widget, nil, &natural)
                return natural
            }
            let bare = naturalWidth(Text("Content"))
            XCTAssertEqual(naturalWidth(Text("Content").scenePadding()), bare + 24)
            XCTAssertEqual(naturalWidth(Text("Content").scenePadding(edges: .leading)), bare + 12)
            XCTAssertEqual(naturalWidth(Text("Content").scenePadding(edges: .vertical)), bare)
        }
    }

    func testWindowBehavioursReachTheGtkWindowAndComeBack() {
        onGtkThread {
            struct Content: View {
                let behavior: WindowInteractionBehavior
                var body: some View {
                    Text("Fixed").windowResizeBehavior(behavior).windowDismissBehavior(behavior)
                }
            }
            let window = HostingWindow(rootView: Content(behavior: .disabled))
            window.present()
            defer { window.close() }
            window.flushUpdates()
            XCTAssertEqual(gtk_window_get_resizable(window.window), 0)
            XCTAssertEqual(gtk_window_get_deletable(window.window), 0)
            window.rootView = Content(behavior: .automatic)
            window.flushUpdates()
            XCTAssertEqual(gtk_window_get_resizable(window.window), 1)
            XCTAssertEqual(gtk_window_get_deletable(window.window), 1)
        }
    }

    func testAFullScreenCoverOpensAtTheSizeOfTheWindowThatPresentsIt() {
        onGtkThread {
            let model = CoverModel()
            let window = HostingWindow(rootView: CoverPresenter(model: model))
            gtk_window_set_default_size(window.window, 640, 480)
            window.present()
            defer { window.close() }
            window.flushUpdates()
            model.isPresented = true
            window.flushUpdates()
            let covers = Self.toplevels().filter { gtk_window_get_transient_for($0) == window.window }
            XCTAssertEqual(covers.count, 1)
            guard let cover = covers.first else { return }
            var width: gint = 0
            var height: gint = 0
            gtk_window_get_default_size(cover, &width, &height)
            var parentWidth: gint = 0
            var parentHeight: gint = 0
            gtk_window_get_size(window.window, &parentWidth, &parentHeight)
            XCTAssertEqual([width, height], [parentWidth, parentHeight])
            XCTAssertEqual(gtk_window_get_modal(cover), 1)
        }
    }

    func testTheStandardCommandGroupsAreAcceptedAndAddNoItems() {
        onGtkThread {
            XCTAssertTrue(StandardCommandGroups().commandContributions.isEmpty)
        }
    }

    @MainActor
    private static func toplevels() -> [UnsafeMutablePointer<GtkWindow>] {
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var node = gtk_window_list_toplevels()
        let list = node
        while let current = node {
            if let data = current.pointee.data { windows.append(data.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        g_list_free(list)
        return windows
    }
}
