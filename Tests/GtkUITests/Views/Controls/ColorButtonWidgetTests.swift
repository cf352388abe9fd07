import XCTest

@testable import GtkUI

/// The colour button's colour.
@MainActor
private func shownColor(_ button: UnsafeMutablePointer<GtkColorButton>) -> PickedColor {
    var rgba = GdkRGBA()
    gtk_color_chooser_get_rgba(OpaquePointer(button), &rgba)
    return PickedColor(rgba)
}

final class ColorButtonWidgetTests: GtkTestCase {
    private static let teal = PickedColor(red: 0, green: 0.5, blue: 0.5, opacity: 1)

    func testColorButtonShowsTheColorAndIsNamed() {
        onGtkThread {
            let host = HostingWidget(
                rootView: ColorButtonWidget(selection: .constant(Self.teal), title: "Colour", supportsOpacity: true))
            let button: UnsafeMutablePointer<GtkColorButton> = firstWidget(gtk_color_button_get_type(), in: host)
            XCTAssertEqual(shownColor(button), Self.teal)
            XCTAssertEqual(accessibleName(of: button), "Colour")
            XCTAssertEqual(String(cString: gtk_color_button_get_title(button)), "Colour")
            XCTAssertEqual(gtk_color_chooser_get_use_alpha(OpaquePointer(button)), 1)
        }
    }

    func testTwoWayWithoutEcho() {
        onGtkThread {
            let probe = ControlProbe<PickedColor>()
            let host = HostingWidget(
                rootView: ProbeHost(Self.teal, probe: probe) {
                    ColorButtonWidget(selection: $0, title: "C", supportsOpacity: false)
                })
            let button: UnsafeMutablePointer<GtkColorButton> = firstWidget(gtk_color_button_get_type(), in: host)
            let red = PickedColor(red: 1, green: 0, blue: 0, opacity: 1)
            probe.state?.wrappedValue = red
            host.flushUpdates()
            XCTAssertEqual(shownColor(button), red)
            XCTAssertEqual(probe.writes, [])

            // The chooser dialog sets the colour, then reports it with color-set.
            var blue = GdkRGBA(red: 0, green: 0, blue: 1, alpha: 1)
            gtk_color_chooser_set_rgba(OpaquePointer(button), &blue)
            SignalEmitter.emit(button, "color-set")
            XCTAssertEqual(probe.writes, [PickedColor(blue)])
        }
    }

    func testComponentsOutsideTheUnitRangeAreClampedWithOneWarning() {
        onGtkThread {
            let probe = ControlProbe<PickedColor>()
            var host: HostingWidget<ProbeHost<PickedColor, ColorButtonWidget>>?
            let bright = PickedColor(red: 1.5, green: -0.2, blue: 0.5, opacity: 1)
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: ProbeHost(bright, probe: probe) {
                        ColorButtonWidget(selection: $0, title: nil, supportsOpacity: true)
                    })
                probe.state?.wrappedValue.blue = 0.6
                host?.flushUpdates()
            }
            let button: UnsafeMutablePointer<GtkColorButton> = firstWidget(gtk_color_button_get_type(), in: host!)
            XCTAssertEqual(shownColor(button), PickedColor(red: 1, green: 0, blue: 0.6, opacity: 1))
            XCTAssertEqual(probe.writes, [], "the binding is untouched")
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
        }
    }

    func testDisabled() {
        onGtkThread {
            let host = HostingWidget(
                rootView: ColorButtonWidget(selection: .constant(Self.teal), title: nil, supportsOpacity: true)
                    .disabled(true))
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_color_button_get_type(), in: host)
            XCTAssertEqual(gtk_widget_is_sensitive(button), 0)
        }
    }
}
