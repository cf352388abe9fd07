import XCTest

@testable import GtkUI

@MainActor
private final class TagLog {
    var added: [AnyHashable?] = []
    var updated: [AnyHashable?] = []
}

/// A box that records the tags its children arrive with.
private struct TagRecorder<Content: View>: GtkContainerRepresentable {
    let log: TagLog
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast()
    }
    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        log.added.append(placement.containerValues.tag)
        gtk_container_add(box.cast(), child)
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        log.updated.append(placement.containerValues.tag)
    }
}

private enum Flavour: Hashable { case vanilla, mint }

private struct TagScreen: View {
    let log: TagLog
    let second: Flavour
    var body: some View {
        TagRecorder(
            log: log,
            content: Group {
                Text("untagged")
                Text("one").tag(1)
                Text("flavour").tag(second)
            })
    }
}

final class TagTests: GtkTestCase {
    func testTagsReachTheContainerAsHashableValues() {
        onGtkThread {
            let log = TagLog()
            _ = HostingWidget(rootView: TagScreen(log: log, second: .vanilla))
            XCTAssertEqual(log.added, [nil, AnyHashable(1), AnyHashable(Flavour.vanilla)])
        }
    }

    func testAChangedTagUpdatesTheChildOnce() {
        onGtkThread {
            let log = TagLog()
            let host = HostingWidget(rootView: TagScreen(log: log, second: .vanilla))
            host.rootView = TagScreen(log: log, second: .vanilla)
            XCTAssertEqual(log.updated, [], "an equal tag does not reach the container")
            host.rootView = TagScreen(log: log, second: .mint)
            XCTAssertEqual(log.updated, [AnyHashable(Flavour.mint)])
        }
    }
}
