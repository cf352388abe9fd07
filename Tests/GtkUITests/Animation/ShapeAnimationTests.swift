import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Switch {
    var on = false
}

/// The fractions a ``Wedge`` was drawn with, in order; drawn on the main thread only.
private enum WedgeLog {
    nonisolated(unsafe) static var fractions: [Double] = []
}

/// A custom shape whose outline follows an animatable number.
private struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        WedgeLog.fractions.append(fraction)
        return Path(CGRect(x: 0, y: 0, width: rect.width * max(fraction, 0.01), height: rect.height))
    }
}

private struct WedgeScreen: View {
    let state: Switch
    var body: some View {
        Wedge(fraction: state.on ? 1 : 0)
            .fill(state.on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 40, height: 40)
    }
}

private struct SwatchScreen: View {
    let state: Switch
    var body: some View {
        (state.on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
    }
}

/// A shape's animatable data and a colour move through frames, drawn without evaluating bodies.
final class ShapeAnimationTests: GtkTestCase {
    /// The colour at the middle of `widget`, drawn into an image.
    @MainActor
    private static func middlePixel(of widget: WidgetPointer) -> (red: Int, blue: Int) {
        let (width, height) = (gtk_widget_get_allocated_width(widget), gtk_widget_get_allocated_height(widget))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        gtk_widget_draw(widget, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return (0, 0) }
        let offset = Int(height / 2) * stride + Int(width / 2) * 4
        return (Int(data[offset + 2]), Int(data[offset]))
    }

    @MainActor
    private static func drawingArea(in widget: WidgetPointer) -> WidgetPointer? {
        if gtk_widget_get_has_window(widget) == 0, WidgetTree.children(of: widget).isEmpty,
            g_type_check_instance_is_a(widget.cast(), gtk_drawing_area_get_type()) != 0
        {
            return widget
        }
        return WidgetTree.children(of: widget).lazy.compactMap { drawingArea(in: $0) }.first
    }

    func testACustomShapesAnimatableDataMovesThroughFramesWithoutBodies() {
        onGtkThread {
            MotionProbe.withAnimations {
                let state = Switch()
                let (host, window) = MotionProbe.mount(WedgeScreen(state: state))
                defer { gtk_widget_destroy(window) }
                guard let area = Self.drawingArea(in: host.widget) else { return XCTFail("no drawing area") }
                withAnimation(.linear(duration: 0.3)) { state.on = true }
                host.flushUpdates()
                let bodies = Diagnostics.bodyEvaluations.value
                WedgeLog.fractions = []
                var colours: [(red: Int, blue: Int)] = []
                MotionProbe.runUntilStill { colours.append(Self.middlePixel(of: area)) }
                TestLoop.drain()
                let between = Set(WedgeLog.fractions.filter { $0 > 0 && $0 < 1 })
                XCTAssertGreaterThanOrEqual(between.count, 2, "drawn with fractions in between: \(WedgeLog.fractions)")
                XCTAssertEqual(WedgeLog.fractions.last, 1)
                XCTAssertTrue(
                    colours.contains { $0.red > 20 && $0.blue > 20 }, "a colour in between: \(colours.map { "\($0)" })")
                let last = Self.middlePixel(of: area)
                XCTAssertEqual(last.red, 0)
                XCTAssertEqual(last.blue, 255)
                XCTAssertEqual(Diagnostics.bodyEvaluations.value, bodies)
                XCTAssertEqual(Diagnostics.liveAnimationTicks.value, 0)
            }
        }
    }

    func testAColourViewMovesThroughTheColoursInBetween() {
        onGtkThread {
            MotionProbe.withAnimations {
                let state = Switch()
                let (host, window) = MotionProbe.mount(SwatchScreen(state: state))
                defer { gtk_widget_destroy(window) }
                guard let area = Self.drawingArea(in: host.widget) else { return XCTFail("no drawing area") }
                XCTAssertEqual(Self.middlePixel(of: area).red, 255)
                withAnimation(.linear(duration: 0.3)) { state.on = true }
                host.flushUpdates()
                var colours: [(red: Int, blue: Int)] = []
                MotionProbe.runUntilStill { colours.append(Self.middlePixel(of: area)) }
                XCTAssertTrue(
                    colours.contains { $0.red > 20 && $0.blue > 20 }, "a colour in between: \(colours.map { "\($0)" })")
                XCTAssertEqual(Self.middlePixel(of: area).blue, 255)
                state.on = false
                host.flushUpdates()
                XCTAssertEqual(Self.middlePixel(of: area).red, 255, "without an animation the colour lands at once")
            }
        }
    }
}
