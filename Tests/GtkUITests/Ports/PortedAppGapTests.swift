import XCTest

@testable import GtkUI

/// What public SwiftUI apps used that GtkUI lacked, found by building them with only the import
/// changed: each does what SwiftUI's does.
final class PortedAppGapTests: GtkTestCase {
    func testAScrollViewThatShowsNoIndicatorsHidesItsBarsOnly() throws {
        try onGtkThread {
            let host = HostingWidget(
                rootView: ScrollView(.horizontal, showsIndicators: false) {
                    ScrollView { Text("Inner") }
                })
            let scrolled = WidgetTree.all(gtk_scrolled_window_get_type(), in: host.widget)
            XCTAssertEqual(scrolled.count, 2)
            var horizontal = GTK_POLICY_ALWAYS
            var vertical = GTK_POLICY_ALWAYS
            gtk_scrolled_window_get_policy(try XCTUnwrap(scrolled.first).cast(), &horizontal, &vertical)
            XCTAssertEqual([horizontal, vertical], [GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER], "scrolls with no bar")
            gtk_scrolled_window_get_policy(try XCTUnwrap(scrolled.last).cast(), &horizontal, &vertical)
            XCTAssertEqual([horizontal, vertical], [GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC], "the inner keeps its")
        }
    }

    private struct TintProbe: View {
        @Environment(\.tintColor) var tint
        let seen: (Color?) -> Void
        var body: some View {
            seen(tint)
            return Text("Probe")
        }
    }

    func testAccentColorIsTheTint() {
        onGtkThread {
            var seen: Color?
            _ = HostingWidget(rootView: TintProbe { seen = $0 }.accentColor(.purple))
            XCTAssertEqual(seen, .purple)
        }
    }

    func testAButtonWithASystemImageShowsTheTitleAndTheIcon() {
        onGtkThread {
            var clicks = 0
            let host = HostingWidget(rootView: Button("Add", systemImage: "plus") { clicks += 1 })
            gtk_button_clicked(WidgetTree.button("Add", in: host.widget))
            XCTAssertEqual(clicks, 1)
            XCTAssertNotNil(WidgetTree.first(gtk_image_get_type(), in: host.widget))
        }
    }

    func testColoursInAColourSpace() {
        XCTAssertEqual(Color(.sRGB, white: 0.5, opacity: 0.8), Color(white: 0.5, opacity: 0.8))
        XCTAssertEqual(Color(.displayP3, red: 1, green: 0.5, blue: 0), Color(red: 1, green: 0.5, blue: 0))
        // Linear light 0.5 is about 0.735 in sRGB's encoding; 0 and 1 stay.
        XCTAssertEqual(Color(.sRGBLinear, white: 0.5).fallbackRGBA.red, 0.735, accuracy: 0.001)
        XCTAssertEqual(Color(.sRGBLinear, red: 0, green: 1, blue: 0.5).fallbackRGBA.green, 1, accuracy: 1e-9)
    }
}
