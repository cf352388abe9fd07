import XCTest

@testable import GtkUI

private struct Badge: View {
    let count: Int
    var body: some View { Text("\(count) new") }
}

private struct BadgeLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(Badge(count: 3), title: "Badge", category: .control, source: "Badge(count: 3)")
        LibraryItem(Badge(count: 9), visible: false, title: "Hidden badge")
        LibraryItem(42, title: "Not a view", source: "42")
    }

    func modifiers(base: Badge) -> [LibraryItem] {
        LibraryItem(base.padding(4), title: "Padded badge", category: .effect, source: "base.padding(4)")
    }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 1)
        Badge(count: 2)
    }
}

final class LibraryRegistryTests: GtkTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { LibraryRegistry.removeAll() }
        super.tearDown()
    }

    func testProvidersAndPreviewsRegisterAsGroups() {
        onGtkThread {
            LibraryRegistry.removeAll()
            LibraryRegistry.register(BadgeLibrary(), title: "Badges")
            LibraryRegistry.register(BadgeLibrary(), title: "Badges with modifiers", modifierBase: Badge(count: 5))
            LibraryRegistry.register(preview: Badge_Previews.self, title: "Badge previews")
            XCTAssertEqual(LibraryRegistry.groups.map(\.title), ["Badges", "Badges with modifiers", "Previews"])
            let badges = LibraryRegistry.group(titled: "Badges")!
            XCTAssertEqual(badges.items.map(\.title), ["Badge", "Hidden badge", "Not a view"])
            XCTAssertEqual(badges.visibleItems.map(\.title), ["Badge", "Not a view"])
            XCTAssertEqual(badges.items.map(\.category), [.control, .other, .other])
            XCTAssertNil(badges.items[2].makeView, "a snippet that is not a view has no live view")
            XCTAssertEqual(
                LibraryRegistry.group(titled: "Badges with modifiers")!.items.map(\.title),
                ["Badge", "Hidden badge", "Not a view", "Padded badge"])
            XCTAssertEqual(LibraryRegistry.group(titled: "Previews")!.items.map(\.title), ["Badge previews"])
        }
    }

    func testRegisteringATitleAgainReplacesItWithOneWarning() {
        onGtkThread {
            LibraryRegistry.removeAll()
            let messages = LogCapture.capture(domain: "GtkUI") {
                LibraryRegistry.register(BadgeLibrary(), title: "Badges")
                LibraryRegistry.register(BadgeLibrary(), title: "Badges")
                LibraryRegistry.register(preview: Badge_Previews.self, title: "Badge")
                LibraryRegistry.register(preview: Badge_Previews.self, title: "Badge")
            }
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertEqual(LibraryRegistry.groups.map(\.title), ["Badges", "Previews"])
            XCTAssertEqual(LibraryRegistry.group(titled: "Badges")!.items.count, 3)
            XCTAssertEqual(LibraryRegistry.group(titled: "Previews")!.items.count, 1)
        }
    }

    func testADefaultTitleIsTheSnippetsTypeName() {
        onGtkThread {
            XCTAssertEqual(LibraryItem(VStack { Text("a") }).title, "VStack")
            XCTAssertEqual(LibraryItem(Text("a")).category, .other)
        }
    }

    func testSearchMatchesEveryWordInTitleCategoryOrSource() {
        onGtkThread {
            let item = LibraryItem(Badge(count: 3), title: "Badge", category: .control, source: "Badge(count: 3)")
            XCTAssertTrue(item.matches(""))
            XCTAssertTrue(item.matches("  badge "))
            XCTAssertTrue(item.matches("CONTROL count"))
            XCTAssertFalse(item.matches("badge slider"))
        }
    }

    func testTheGalleryShowsEachVisibleItemLiveBesideItsSourceAndFilters() {
        onGtkThread {
            LibraryRegistry.removeAll()
            LibraryRegistry.register(BadgeLibrary(), title: "Badges")
            let host = HostingWidget(rootView: LibraryGallery(LibraryRegistry.group(titled: "Badges")!))
            var labels = WidgetTree.labels(in: host.widget)
            XCTAssertTrue(labels.contains("3 new"), "the live view: \(labels)")
            XCTAssertTrue(labels.contains("Badge(count: 3)"), "its source")
            XCTAssertFalse(labels.contains("9 new"), "an invisible item is not listed")
            XCTAssertTrue(labels.contains("No live view: the snippet is not a view"))

            let entry: UnsafeMutablePointer<GtkEntry> = WidgetTree.first(gtk_search_entry_get_type(), in: host.widget)!
                .cast()
            XCTAssertEqual(gtk_entry_get_placeholder_text(entry).map { String(cString: $0) }, "Search Badges")
            gtk_entry_set_text(entry, "42")
            host.flushUpdates()
            labels = WidgetTree.labels(in: host.widget)
            XCTAssertFalse(labels.contains("3 new"), "\(labels)")
            XCTAssertTrue(labels.contains("Not a view"))

            gtk_entry_set_text(entry, "zebra")
            host.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("Nothing matches “zebra”"))
        }
    }

    func testARegisteredPreviewShowsItsPreviewsLive() {
        onGtkThread {
            LibraryRegistry.removeAll()
            LibraryRegistry.register(preview: Badge_Previews.self, title: "Badge")
            let host = HostingWidget(rootView: LibraryGallery(LibraryRegistry.group(titled: "Previews")!))
            let labels = WidgetTree.labels(in: host.widget)
            XCTAssertTrue(labels.contains("1 new") && labels.contains("2 new"), "\(labels)")
        }
    }
}
