import XCTest

@testable import GtkUI

/// A user's lengths that are not numbers, infinite or huge: Swift traps when such a `Double`
/// becomes a GTK integer, so each is clamped instead, with one warning per kind of length.
final class AbsurdLengthTests: GtkTestCase {
    func testAbsurdLengthsAreClampedWithOneWarningPerKind() {
        onGtkThread {
            var host: HostingWidget<AnyView>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: AnyView(
                        VStack(spacing: .nan) {
                            Text("a").padding(.infinity)
                            Text("b").padding(1e12)
                            Spacer(minLength: -.infinity)
                            Text("c").font(.system(size: 1e12))
                            Text("d").frame(width: 1e12, height: 1e300)
                            Circle().stroke(Color.red, lineWidth: .infinity)
                            HStack(spacing: -1e300) { Text("e") }
                            Grid(horizontalSpacing: 1e12, verticalSpacing: .infinity) { Text("f") }
                        }))
            }
            XCTAssertNotNil(host)
            for kind in ["padding", "stack spacing", "Spacer minLength", "font size", "frame size"] {
                XCTAssertEqual(
                    messages.filter { $0.contains("no usable \(kind);") }.count, 1, "\(kind): \(messages)")
            }
            // A stroke's style is checked as a whole: an infinite width draws no stroke.
            XCTAssertEqual(
                messages.filter { $0.contains("stroke line width inf is negative or not finite") }.count, 1,
                "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("no usable Grid spacing;") }.count, 1, "\(messages)")
            // The padding is the largest length taken as it is.
            let margins = WidgetTree.all(gtk_box_get_type(), in: host!.widget).map { gtk_widget_get_margin_top($0) }
            XCTAssertTrue(margins.contains(32_767), "\(margins)")
        }
    }

    /// A slider's step divides the value: an infinite one would make it no number.
    func testASliderStepThatIsNoFiniteNumberLeavesTheValueAsItIs() {
        onGtkThread {
            XCTAssertEqual(SliderWidget.snapped(0.3, lower: 0, upper: 1, step: .infinity), 0.3)
            XCTAssertEqual(SliderWidget.snapped(0.3, lower: 0, upper: 1, step: .nan), 0.3)
            XCTAssertEqual(SliderWidget.snapped(0.3, lower: 0, upper: 1, step: 0.5), 0.5)
        }
    }
}
