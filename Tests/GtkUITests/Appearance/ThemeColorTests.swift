import GtkUI
import XCTest

/// The text colour GTK's CSS gives `widget`, as 0…255 components.
@MainActor
private func textColour(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
    var color = GdkRGBA()
    let style = gtk_widget_get_style_context(widget)
    gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
    return [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
}

/// SwiftUI's semantic colours follow the theme's dark variant.
final class ThemeColorTests: GtkTestCase {
    func testPrimaryAndAccentFollowDarkMode() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                GtkSettingsFixture.setString(GtkSettingsFixture.themeName, "Adwaita")
                TestLoop.drain()
                let mounted = DrawnWindow(
                    VStack {
                        Text("primary").foregroundColor(.primary)
                        Text("accent").foregroundColor(.accentColor)
                    })
                defer { mounted.close() }
                let labels = WidgetTree.all(gtk_label_get_type(), in: mounted.host.widget)
                guard labels.count == 2 else { return XCTFail("expected two labels") }
                let light = labels.map(textColour(of:))

                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, true)
                mounted.settle()
                let dark = labels.map(textColour(of:))
                XCTAssertNotEqual(light[0], dark[0], "primary follows the dark variant")
                XCTAssertGreaterThan(dark[0][0], light[0][0], "dark mode's text is lighter")
                XCTAssertNotEqual(light[1], dark[1], "the accent follows the dark variant")
            }
        }
    }
}
