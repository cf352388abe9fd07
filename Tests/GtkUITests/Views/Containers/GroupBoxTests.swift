import GtkUI
import XCTest

private struct Boxed: View {
    let items: [String]
    var body: some View {
        GroupBox("Settings") {
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}

@MainActor
private func contentTexts(_ bin: WidgetPointer) -> [String] {
    guard let box = gtk_bin_get_child(bin.cast()) else { return [] }
    return WidgetTree.labels(in: box)
}

final class GroupBoxTests: GtkTestCase {
    func testAGroupBoxIsATitledFrame() {
        onGtkThread {
            let host = HostingWidget(rootView: Boxed(items: ["a", "b"]))
            let frame: UnsafeMutablePointer<GtkFrame> = firstWidget(gtk_frame_get_type(), in: host)
            let title = gtk_frame_get_label_widget(frame)
            XCTAssertEqual(title.map { WidgetTree.labels(in: $0) }, ["Settings"])
            XCTAssertEqual(contentTexts(frame.cast()), ["a", "b"])
            XCTAssertEqual(accessibleName(of: frame), "Settings")
        }
    }

    func testAGroupBoxWithALabelViewAndNone() {
        onGtkThread {
            let host = HostingWidget(
                rootView: GroupBox {
                    Text("inside")
                } label: {
                    Label("Mail", systemImage: "envelope")
                })
            let frame: UnsafeMutablePointer<GtkFrame> = firstWidget(gtk_frame_get_type(), in: host)
            XCTAssertEqual(gtk_frame_get_label_widget(frame).map { WidgetTree.labels(in: $0) }, ["Mail"])
            XCTAssertEqual(contentTexts(frame.cast()), ["inside"])

            let plain = HostingWidget(rootView: GroupBox { Text("only") })
            let untitled: UnsafeMutablePointer<GtkFrame> = firstWidget(gtk_frame_get_type(), in: plain)
            XCTAssertNil(gtk_frame_get_label_widget(untitled))
            XCTAssertEqual(contentTexts(untitled.cast()), ["only"])
        }
    }

    func testContentChangesKeepTheirWidgets() {
        onGtkThread {
            let host = HostingWidget(rootView: Boxed(items: ["a", "b", "c"]))
            let frame: UnsafeMutablePointer<GtkFrame> = firstWidget(gtk_frame_get_type(), in: host)
            let box = gtk_bin_get_child(frame.cast())!
            let before = WidgetTree.children(of: box)
            host.rootView = Boxed(items: ["c", "a", "b"])
            XCTAssertEqual(contentTexts(frame.cast()), ["c", "a", "b"])
            XCTAssertEqual(WidgetTree.children(of: box), [before[2], before[0], before[1]])
            host.rootView = Boxed(items: ["c", "x", "b"])
            XCTAssertEqual(contentTexts(frame.cast()), ["c", "x", "b"])
            XCTAssertEqual(gtk_frame_get_label_widget(frame).map { WidgetTree.labels(in: $0) }, ["Settings"])
        }
    }

    func testDisabledReachesTheContent() {
        onGtkThread {
            let host = HostingWidget(rootView: Boxed(items: ["a"]).disabled(true))
            let frame: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_frame_get_type(), in: host)
            let label = WidgetTree.first(gtk_label_get_type(), in: gtk_bin_get_child(frame.cast())!)!
            XCTAssertEqual(gtk_widget_is_sensitive(label), 0)
        }
    }
}
