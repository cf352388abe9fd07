import GtkUI
import XCTest

/// A button label of several views is laid out as SwiftUI does, side by side, in every style;
/// GTK's button holds one widget, and used to warn and drop all but the first.
final class ButtonLabelTests: GtkTestCase {
    private struct Framed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).background(Color.red)
        }
    }

    private struct LabelButtons: View {
        let style: String
        var body: some View {
            let button = Button(action: {}) {
                Image(systemName: "bell")
                Text("Ring")
            }
            switch style {
            case "plain": button.buttonStyle(.plain)
            case "custom": button.buttonStyle(Framed())
            default: button
            }
        }
    }

    /// The image's and the text's allocations in a shown window.
    @MainActor private static func layout(_ view: some View) throws -> (image: GtkAllocation, text: GtkAllocation) {
        let host = HostingWidget(rootView: view)
        let window = gtk_offscreen_window_new()!
        defer { gtk_widget_destroy(window) }
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.drain()
        let label = WidgetTree.all(gtk_label_get_type(), in: host.widget).first { widget in
            gtk_label_get_text(widget.cast()).map { String(cString: $0) } == "Ring"
        }
        var image = GtkAllocation()
        var text = GtkAllocation()
        gtk_widget_get_allocation(try XCTUnwrap(WidgetTree.first(gtk_image_get_type(), in: host.widget)), &image)
        gtk_widget_get_allocation(try XCTUnwrap(label, "the text of the label is shown"), &text)
        return (image, text)
    }

    func testSeveralViewsInALabelStandSideBySideInEveryStyle() throws {
        try onGtkThread {
            for style in ["automatic", "plain", "custom"] {
                let (image, text) = try Self.layout(LabelButtons(style: style))
                XCTAssertGreaterThanOrEqual(text.x, image.x + image.width, "\(style): the text follows the image")
                XCTAssertLessThan(abs((text.y + text.height / 2) - (image.y + image.height / 2)), 2, style)
            }
        }
    }

    func testAForEachInALabelShowsEachView() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Button(action: {}) { ForEach(["A", "B", "C"], id: \.self) { Text($0) } })
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["A", "B", "C"])
        }
    }

    func testALabelOfOneViewAddsNoStack() {
        onGtkThread {
            let host = HostingWidget(rootView: Button(action: {}) { Image(systemName: "bell") })
            let button = WidgetTree.first(gtk_button_get_type(), in: host.widget)
            let child = gtk_bin_get_child(button?.cast())
            XCTAssertNotNil(child)
            XCTAssertTrue(child?.isInstance(of: gtk_image_get_type()) ?? false, "the image is the button's child")
        }
    }
}
