import GtkUI
import XCTest

/// `.foregroundStyle` and `.foregroundColor` around a button colour its label, as SwiftUI does;
/// a theme gives GTK's buttons a text colour of their own, which used to win over the colour
/// the modifier set around them.
final class ButtonForegroundTests: GtkTestCase {
    private static let pure = Color(red: 1, green: 0, blue: 0)
    private struct Framed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4)
        }
    }

    private struct Coloured: View {
        let kind: String
        private let pure = ButtonForegroundTests.pure
        var body: some View {
            switch kind {
            case "views": Button(action: {}) { Label("Ring", systemImage: "bell") }.foregroundStyle(pure)
            case "prominent": Button("Ring") {}.buttonStyle(.borderedProminent).foregroundStyle(pure)
            case "custom": Button("Ring") {}.buttonStyle(Framed()).foregroundColor(pure)
            case "around": VStack { Button("Ring") {} }.foregroundColor(pure)
            default: Button("Ring") {}.foregroundStyle(pure)
            }
        }
    }

    /// The colour GTK draws the "Ring" label with, as 0…255 components.
    @MainActor private static func labelColour(_ view: some View) throws -> [Int] {
        let host = HostingWidget(rootView: view)
        let window = gtk_offscreen_window_new()!
        defer { gtk_widget_destroy(window) }
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.drain()
        let label = try XCTUnwrap(
            WidgetTree.all(gtk_label_get_type(), in: host.widget).first { widget in
                gtk_label_get_text(widget.cast()).map { String(cString: $0) } == "Ring"
            })
        var colour = GdkRGBA()
        let style = gtk_widget_get_style_context(label)
        gtk_style_context_get_color(style, gtk_widget_get_state_flags(label), &colour)
        return [colour.red, colour.green, colour.blue].map { Int(($0 * 255).rounded()) }
    }

    func testTheForegroundColoursTheLabelOfEveryKindOfButton() throws {
        try onGtkThread {
            for kind in ["text", "views", "prominent", "custom", "around"] {
                XCTAssertEqual(try Self.labelColour(Coloured(kind: kind)), [255, 0, 0], kind)
            }
        }
    }

    func testAButtonWithoutAForegroundKeepsTheThemeColour() throws {
        try onGtkThread {
            XCTAssertNotEqual(try Self.labelColour(Button("Ring") {}), [255, 0, 0])
        }
    }
}
