import Foundation
import XCTest

@testable import GtkUI

/// `Color` as a value and as a view that fills its space.
final class ColorTests: GtkTestCase {
    func testColorFillsTheWholeSpaceOfferedAndPaintsItsColour() {
        onGtkThread {
            let mounted = DrawnWindow(Color.red, width: 200, height: 100)
            defer { mounted.close() }
            guard let area = mounted.first(gtk_drawing_area_get_type()) else { return XCTFail("no drawing area") }
            XCTAssertEqual(DrawnWindow.size(of: area), [200, 100])
            let pixels = mounted.render()
            XCTAssertTrue(isClose(pixels[100, 50], [0xe0, 0x1b, 0x24, 255]), "\(pixels[100, 50])")
            XCTAssertTrue(isClose(pixels[1, 1], [0xe0, 0x1b, 0x24, 255]), "\(pixels[1, 1])")
        }
    }

    func testComponentsWhiteAndOpacityAreSRGBValues() {
        onGtkThread {
            XCTAssertEqual(
                Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8).storage,
                .rgba(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
            XCTAssertEqual(Color(white: 0.5).storage, .rgba(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
            XCTAssertEqual(
                Color.white.opacity(0.5).opacity(0.5).storage, .rgba(red: 1, green: 1, blue: 1, opacity: 0.25))
            let mounted = DrawnWindow(Color.blue.opacity(0.5))
            defer { mounted.close() }
            // Premultiplied: half of GNOME blue (0x35, 0x84, 0xe4) at half alpha.
            XCTAssertTrue(isClose(mounted.render()[100, 50], [0x1b, 0x42, 0x72, 128], tolerance: 2))
        }
    }

    func testComponentsOutsideZeroToOneAreClampedWithOneWarningEach() {
        onGtkThread {
            var color = Color.clear
            var faded = Color.clear
            let messages = LogCapture.capture(domain: "GtkUI") {
                color = Color(red: 2, green: 0.5, blue: -1)
                faded = Color.red.opacity(-3)
            }
            XCTAssertEqual(color.storage, .rgba(red: 1, green: 0.5, blue: 0, opacity: 1))
            guard case .rgba(_, _, _, let opacity) = faded.storage else { return XCTFail("\(faded)") }
            XCTAssertEqual(opacity, 0)
            XCTAssertEqual(messages.count, 3, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("red 2.0") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("opacity -3.0") }.count, 1, "\(messages)")
        }
    }

    func testAccentColorFollowsTheThemeItIsDrawnIn() {
        onGtkThread {
            let mounted = DrawnWindow(Color.accentColor)
            defer { mounted.close() }
            guard let area = mounted.first(gtk_drawing_area_get_type()) else { return XCTFail("no drawing area") }
            var themed = GdkRGBA()
            XCTAssertNotEqual(
                gtk_style_context_lookup_color(gtk_widget_get_style_context(area), "theme_selected_bg_color", &themed),
                0)
            let expected = [themed.red, themed.green, themed.blue].map { Int(($0 * 255).rounded()) } + [255]
            XCTAssertTrue(isClose(mounted.render()[100, 50], expected), "\(mounted.render()[100, 50]) vs \(expected)")

            // A theme that redefines the colour is followed at the next draw.
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(provider, "@define-color theme_selected_bg_color #00ff00;", -1, nil)
            let screen = gdk_screen_get_default()
            gtk_style_context_add_provider_for_screen(
                screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
            defer {
                gtk_style_context_remove_provider_for_screen(screen, OpaquePointer(provider))
                g_object_unref(provider)
            }
            XCTAssertTrue(isClose(mounted.render()[100, 50], [0, 255, 0, 255]), "\(mounted.render()[100, 50])")
        }
    }

    func testSecondaryIsThePrimaryTextColourDimmed() {
        onGtkThread {
            guard case .named(let primaryName, _, let primaryOpacity) = Color.primary.storage,
                case .named(let secondaryName, _, let secondaryOpacity) = Color.secondary.storage
            else { return XCTFail("theme colours are not looked up by name") }
            XCTAssertEqual(primaryName, "theme_fg_color")
            XCTAssertEqual(secondaryName, primaryName)
            XCTAssertEqual(primaryOpacity, 1)
            XCTAssertLessThan(secondaryOpacity, 1)
        }
    }
}
