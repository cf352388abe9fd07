import Foundation
import GtkUI
import GtkUITesting
import XCTest

@MainActor
private final class Taps {
    var count = 0
}

/// A button of a fixed size that counts its taps.
@MainActor
private func countingButton(_ taps: Taps, _ title: String = "Tap") -> some View {
    Button(title) { taps.count += 1 }.frame(width: 60, height: 40)
}

private let red = [255, 0, 0, 255]
private let clear = [0, 0, 0, 0]

final class GeometryEffectTests: GtkTestCase {
    func testOffsetMovesDrawingButNotLayout() {
        onGtkThread {
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).offset(x: 50, y: 20)
                    Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
                }, width: 200, height: 100)
            defer { mounted.close() }
            let pixels = mounted.render()
            // The stack is centred: the red square's place is 60…100 × 30…70; drawn 50 right, 20 down.
            XCTAssertEqual(pixels[115, 80], red, "drawn where the offset puts it")
            XCTAssertEqual(pixels[115, 55], [0, 0, 255, 255], "below the later sibling, as in SwiftUI")
            XCTAssertEqual(pixels[65, 35], clear, "its own place is empty")
            XCTAssertEqual(pixels[105, 35], [0, 0, 255, 255], "the blue square keeps its place")
        }
    }

    func testOffsetMovesInput() {
        onGtkThread {
            let taps = Taps()
            let mounted = DrawnWindow(countingButton(taps).offset(x: 70, y: 0), width: 300, height: 100)
            defer { mounted.close() }
            // The button's place is 120…180 × 30…70; it is drawn at 190…250.
            ScreenClicks.click(mounted.window, x: 150, y: 50)
            XCTAssertEqual(taps.count, 0, "a click on the button's old place misses")
            ScreenClicks.click(mounted.window, x: 220, y: 50)
            XCTAssertEqual(taps.count, 1, "a click where it is drawn taps it")
        }
    }

    func testScaledButtonTakesClicksWhereItIsDrawn() throws {
        try onGtkThread {
            let taps = Taps()
            let mounted = DrawnWindow(
                Button {
                    taps.count += 1
                } label: {
                    Color.clear.frame(width: 60, height: 40)
                }.scaleEffect(2),
                width: 300, height: 200)
            defer { mounted.close() }
            let button = try XCTUnwrap(mounted.first(gtk_button_get_type()))
            let (width, height) = (gtk_widget_get_allocated_width(button), gtk_widget_get_allocated_height(button))
            // Laid out centred at (150, 100), drawn twice as large around that centre.
            ScreenClicks.click(mounted.window, x: 150 - width / 2 - width / 4, y: 100)
            XCTAssertEqual(taps.count, 1, "inside the drawn button, outside its layout")
            ScreenClicks.click(mounted.window, x: 150 - width - 6, y: 100)
            XCTAssertEqual(taps.count, 1, "outside the drawn button")
            ScreenClicks.click(mounted.window, x: 150, y: 100 + height / 2 + height / 4)
            XCTAssertEqual(taps.count, 2, "below its layout, inside the drawn button")
        }
    }

    func testNestedEffectsTakeClicksWhereTheInnerViewIsDrawn() {
        onGtkThread {
            let taps = Taps()
            let mounted = DrawnWindow(
                Button {
                    taps.count += 1
                } label: {
                    Color.clear.frame(width: 60, height: 40)
                }
                .offset(x: 40, y: 0).scaleEffect(1.5),
                width: 300, height: 200)
            defer { mounted.close() }
            // The outer effect's own content is the button's layout (centred at 150); the offset
            // inside it moves the drawing 40 × 1.5 = 60 pixels right, past the outer content's edge.
            ScreenClicks.click(mounted.window, x: 240, y: 100)
            XCTAssertEqual(taps.count, 1)
            XCTAssertEqual(mounted.render()[240, 100][3], 255, "drawn there too")
        }
    }

    func testGtkUITestingTapsATransformedButtonWhereItIsDrawn() throws {
        try onGtkThread {
            let taps = Taps()
            let host = try ViewHost(
                VStack {
                    countingButton(taps, "Moved").offset(x: 80, y: 10).scaleEffect(1.5)
                }, size: (300, 200))
            defer { host.close() }
            host.button("Moved").tap()
            XCTAssertEqual(taps.count, 1)
        }
    }

    func testGtkUITestingClicksThroughATransform() throws {
        try onGtkThread {
            let taps = Taps()
            let host = try ViewHost(
                Text("Tap me").onTapGesture { taps.count += 1 }.offset(x: 60, y: 20).rotationByQuarterTurn(),
                size: (300, 200))
            defer { host.close() }
            host.text("Tap me").tap()
            XCTAssertEqual(taps.count, 1, "a text has no action: the pointer click goes through both effects")
        }
    }

    func testZeroScaleDrawsNothingAndInputMisses() {
        onGtkThread {
            let taps = Taps()
            let mounted = DrawnWindow(
                ZStack {
                    Color.green
                    countingButton(taps).scaleEffect(0)
                }, width: 200, height: 100)
            defer { mounted.close() }
            ScreenClicks.click(mounted.window, x: 100, y: 50)
            XCTAssertEqual(taps.count, 0)
            let pixels = mounted.render()
            XCTAssertEqual(pixels[100, 50], pixels[5, 5], "only the green behind is drawn")
        }
    }

    func testRotatedRectangleCorners() {
        onGtkThread {
            let rotation = ProjectionTransform(rotationBy: .pi / 4)
            let mounted = DrawnWindow(
                Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 60).projectionEffect(rotation).frame(
                    width: 60, height: 60), width: 200,
                height: 200)
            defer { mounted.close() }
            let pixels = mounted.render()
            // A 60-pixel square centred at (100, 100), turned 45° about its top left corner (70, 70):
            // its corners go to (70, 70), (112, 112), (70, 155) and (28, 112).
            XCTAssertEqual(pixels[70, 80], red, "just below the pivot corner")
            XCTAssertEqual(pixels[70, 150], red, "near the bottom corner")
            XCTAssertEqual(pixels[33, 112], red, "near the left corner")
            XCTAssertEqual(pixels[125, 80], clear, "where the unrotated square's right side was")
            XCTAssertEqual(pixels[80, 72], clear, "the unrotated top edge")
        }
    }
}

extension View {
    /// This view turned a quarter turn about its top leading corner, for the tests.
    fileprivate func rotationByQuarterTurn() -> some View {
        projectionEffect(ProjectionTransform(rotationBy: .pi / 2))
    }
}

extension ProjectionTransform {
    /// A rotation by `radians` about the origin, for the tests.
    init(rotationBy radians: Double) {
        self.init()
        m11 = cos(radians)
        m12 = sin(radians)
        m21 = -sin(radians)
        m22 = cos(radians)
    }
}
