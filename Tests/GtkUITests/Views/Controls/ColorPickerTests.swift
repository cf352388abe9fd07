import GtkUI
import XCTest

/// ``ColorPicker`` over the colour button, converting to and from ``Color``.
final class ColorPickerTests: GtkTestCase {
    @MainActor private static func shown(_ button: UnsafeMutablePointer<GtkColorButton>) -> GdkRGBA {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(button), &rgba)
        return rgba
    }

    func testShowsColorNamedByTitle() {
        onGtkThread {
            let host = HostingWidget(
                rootView: ColorPicker(
                    "Tint", selection: .constant(Color(red: 1, green: 0.5, blue: 0)), supportsOpacity: false))
            let button: UnsafeMutablePointer<GtkColorButton> = firstWidget(gtk_color_button_get_type(), in: host)
            let rgba = Self.shown(button)
            XCTAssertEqual([rgba.red, rgba.green, rgba.blue, rgba.alpha], [1, 0.5, 0, 1])
            XCTAssertEqual(accessibleName(of: button), "Tint")
            XCTAssertEqual(gtk_color_chooser_get_use_alpha(OpaquePointer(button)), 0)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Tint"])
        }
    }

    func testTwoWayWithoutEcho() {
        onGtkThread {
            let probe = ControlProbe<Color>()
            let host = HostingWidget(
                rootView: ProbeHost(Color.black, probe: probe) { ColorPicker("Tint", selection: $0) })
            let button: UnsafeMutablePointer<GtkColorButton> = firstWidget(gtk_color_button_get_type(), in: host)
            probe.state?.wrappedValue = Color(red: 0, green: 0, blue: 1)
            host.flushUpdates()
            XCTAssertEqual(Self.shown(button).blue, 1)
            XCTAssertEqual(probe.writes, [])
            var picked = GdkRGBA(red: 0, green: 1, blue: 0, alpha: 0.5)
            gtk_color_chooser_set_rgba(OpaquePointer(button), &picked)
            SignalEmitter.emit(button, "color-set")
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [Color(red: 0, green: 1, blue: 0, opacity: 0.5)])
        }
    }

    func testHiddenLabelAndDisabled() {
        onGtkThread {
            let host = HostingWidget(
                rootView: ColorPicker("Tint", selection: .constant(.accentColor)).labelsHidden().disabled(true))
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_color_button_get_type(), in: host)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), [])
            XCTAssertEqual(gtk_widget_is_sensitive(button), 0)
            XCTAssertEqual(accessibleName(of: button), "Tint")
        }
    }
}
