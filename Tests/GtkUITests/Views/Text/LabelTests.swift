import GtkUI
import XCTest

@MainActor
private func iconNames(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetTree.all(gtk_image_get_type(), in: widget).compactMap { image in
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(image.cast(), &name, nil)
        return name.map { String(cString: $0) }
    }
}

final class LabelTests: GtkTestCase {
    func testALabelShowsItsIconThenItsTitleInABox() {
        onGtkThread {
            let host = HostingWidget(rootView: Label("Favourites", systemImage: "star"))
            // The host's own box holds the label's.
            let box = WidgetTree.all(gtk_box_get_type(), in: host.widget).last!
            let children = WidgetTree.children(of: box)
            XCTAssertEqual(children.map(\.typeName), ["GtkImage", "GtkLabel"])
            XCTAssertEqual(iconNames(in: box), ["non-starred-symbolic"])
            XCTAssertEqual(WidgetTree.labels(in: box), ["Favourites"])
            XCTAssertEqual(
                atk_object_get_name(gtk_widget_get_accessible(box)).map { String(cString: $0) }, "Favourites")
        }
    }

    func testLabelStylesShowOnePart() {
        onGtkThread {
            let titleOnly = HostingWidget(rootView: Label("Title", systemImage: "gear").labelStyle(.titleOnly))
            XCTAssertEqual(WidgetTree.labels(in: titleOnly.widget), ["Title"])
            XCTAssertEqual(iconNames(in: titleOnly.widget), [])
            let iconOnly = HostingWidget(rootView: VStack { Label("Title", systemImage: "gear") }.labelStyle(.iconOnly))
            XCTAssertEqual(WidgetTree.labels(in: iconOnly.widget), [])
            XCTAssertEqual(iconNames(in: iconOnly.widget), ["emblem-system-symbolic"])
            let box = WidgetTree.all(gtk_box_get_type(), in: iconOnly.widget).last!
            XCTAssertEqual(
                atk_object_get_name(gtk_widget_get_accessible(box)).map { String(cString: $0) }, "Title",
                "an icon-only label keeps its title for screen readers")
        }
    }

    func testALabelWithBuiltTitleAndIconHonoursTheFont() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Label {
                    Text("Built")
                } icon: {
                    Image(systemName: "folder")
                }.font(.caption))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            XCTAssertEqual(PangoAttributeReader.describe(label: label), ["scale 0.82"])
            XCTAssertEqual(iconNames(in: host.widget), ["folder-symbolic"])
        }
    }
}
