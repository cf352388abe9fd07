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

    func testRotationEffectTurnsAroundTheCentre() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 60).rotationEffect(.degrees(45)), width: 200,
                height: 200)
            defer { mounted.close() }
            let pixels = mounted.render()
            // A 60-pixel square centred at (100, 100), turned 45°: a diamond reaching 42 pixels out.
            XCTAssertEqual(pixels[100, 62], red, "the top corner, above the unturned square")
            XCTAssertEqual(pixels[138, 100], red, "the right corner")
            XCTAssertEqual(pixels[73, 73], clear, "the unturned square's corner")
        }
    }

    func testRotation3DEffectNarrowsAViewTurnedAboutTheVerticalAxis() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color(red: 1, green: 0, blue: 0).frame(width: 80, height: 60)
                    .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 100)
            defer { mounted.close() }
            let pixels = mounted.render()
            // Turned 60°, the 80-pixel width shows as about 40 (the near side, seen in perspective,
            // reaches x 135): the square's side edges, past a pixel of smoothing, are empty.
            XCTAssertEqual(pixels[100, 50], red)
            XCTAssertEqual(pixels[62, 50], clear)
            XCTAssertEqual(pixels[138, 50], clear)
        }
    }

    func testRotation3DEffectIsSeenInPerspectiveTheNearEdgeTaller() {
        onGtkThread {
            @MainActor func edgeHeights(perspective: CGFloat) -> (near: Int, far: Int) {
                let mounted = DrawnWindow(
                    Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                        .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0), perspective: perspective),
                    width: 300, height: 200)
                defer { mounted.close() }
                let pixels = mounted.render()
                let columns = (0..<300).map { x in (0..<200).filter { pixels[x, $0] == red }.count }
                guard let first = columns.firstIndex(where: { $0 > 0 }),
                    let last = columns.lastIndex(where: { $0 > 0 })
                else { return (0, 0) }
                let (left, right) = (columns[first + 2], columns[last - 2])
                return (max(left, right), min(left, right))
            }
            let mounted = DrawnWindow(
                Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                    .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)), width: 300, height: 200)
            let pixels = mounted.render()
            mounted.close()
            let partial = (0..<300).flatMap { x in (0..<200).map { pixels[x, $0][3] } }.filter { $0 > 0 && $0 < 255 }
            XCTAssertGreaterThan(partial.count, 100, "the slanted edges are smooth: pixels along them partly covered")
            let seen = edgeHeights(perspective: 1)
            let flat = edgeHeights(perspective: 0)
            XCTAssertGreaterThan(seen.near, 110, "the near edge comes towards the eye: \(seen)")
            XCTAssertLessThan(seen.far, 90, "the far edge goes away: \(seen)")
            XCTAssertLessThanOrEqual(
                flat.near - flat.far, 2, "without perspective both edges keep their height: \(flat)")
        }
    }

    func testAClickLandsOnAViewTurnedInPerspectiveWhereItIsDrawn() throws {
        try onGtkThread {
            let taps = Taps()
            let mounted = DrawnWindow(
                Button {
                    taps.count += 1
                } label: {
                    Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                }
                .buttonStyle(.plain)
                .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)),
                width: 300, height: 200)
            defer { mounted.close() }
            let pixels = mounted.render()
            // The near edge's top reaches above the square's own top (y 50) and the button's
            // (y 45, with its padding): click just inside it.
            let columns = (0..<300).map { x in (0..<200).filter { pixels[x, $0] == red } }
            let tallest = try XCTUnwrap(columns.indices.max { columns[$0].count < columns[$1].count })
            let top = try XCTUnwrap(columns[tallest].first)
            XCTAssertLessThan(top, 45, "drawn above the unturned square")
            let x = Int32(tallest < 150 ? tallest + 3 : tallest - 3)
            ScreenClicks.click(mounted.window, x: x, y: Int32(top + 3))
            XCTAssertEqual(taps.count, 1, "a click on the near corner, outside the unturned square")
            ScreenClicks.click(mounted.window, x: x, y: Int32(top - 15))
            XCTAssertEqual(taps.count, 1, "above it, past the button's padding, misses")
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
