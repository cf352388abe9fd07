import GtkUI
import XCTest

/// A toggle label of several views is laid out side by side, as SwiftUI does and as a button's
/// is; GTK's check button and toggle button hold one widget, and used to warn and drop all but
/// the first.
final class ToggleLabelTests: GtkTestCase {
    private struct Marked: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }

    private struct LabelToggle: View {
        let style: String
        @State private var isOn = false
        var body: some View {
            let toggle = Toggle(isOn: $isOn) {
                Image(systemName: "bell")
                Text("Ring")
            }
            switch style {
            case "switch": toggle.toggleStyle(.switch)
            case "button": toggle.toggleStyle(.button)
            case "custom": toggle.toggleStyle(Marked())
            default: toggle.toggleStyle(.checkbox)
            }
        }
    }

    func testSeveralViewsInALabelStandSideBySideInEveryStyle() throws {
        try onGtkThread {
            for style in ["checkbox", "switch", "button", "custom"] {
                let host = HostingWidget(rootView: LabelToggle(style: style))
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
                gtk_widget_get_allocation(
                    try XCTUnwrap(WidgetTree.first(gtk_image_get_type(), in: host.widget), style), &image)
                gtk_widget_get_allocation(try XCTUnwrap(label, "\(style): the text of the label is shown"), &text)
                XCTAssertGreaterThanOrEqual(text.x, image.x + image.width, "\(style): the text follows the image")
                XCTAssertLessThan(abs((text.y + text.height / 2) - (image.y + image.height / 2)), 2, style)
            }
        }
    }

    func testALabelOfOneViewAddsNoStack() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Toggle(isOn: .constant(true)) { Image(systemName: "bell") }.toggleStyle(.checkbox))
            let check = WidgetTree.first(gtk_check_button_get_type(), in: host.widget)
            let child = gtk_bin_get_child(check?.cast())
            XCTAssertTrue(child?.isInstance(of: gtk_image_get_type()) ?? false, "the image is the check box's child")
        }
    }
}
