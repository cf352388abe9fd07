import Foundation
import GtkUI
import Observation
import XCTest

private let clear = [0, 0, 0, 0]
private let red = [0xe0, 0x1b, 0x24, 255]
private let blue = [0x35, 0x84, 0xe4, 255]

/// Whether `pixel` is `expected` within `tolerance` per channel.
private func assertPixel(_ pixel: [Int], _ expected: [Int], tolerance: Int = 4, _ note: String, line: UInt = #line) {
    XCTAssertTrue(isClose(pixel, expected, tolerance: tolerance), "\(pixel) is not \(expected): \(note)", line: line)
}

/// Counts what a test's renderer did, from inside its closure.
@MainActor
private final class Counter {
    var value = 0
}

/// `Canvas` and the core of `GraphicsContext`, drawn into an image and sampled at known pixels.
final class CanvasTests: GtkTestCase {
    func testFillAndStrokeDrawWhereTheRendererSays() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
                    context.stroke(
                        Path(CGRect(x: 100, y: 20, width: 60, height: 60)), with: .color(.blue), lineWidth: 6)
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[30, 30], red, "inside the filled square")
            XCTAssertEqual(pixels[60, 30], clear, "outside it")
            assertPixel(pixels[100, 50], blue, "on the stroke's left side")
            XCTAssertEqual(pixels[130, 50], clear, "inside the stroked square")
        }
    }

    func testTheRendererIsGivenTheCanvasSize() {
        onGtkThread {
            let sizes = SizeBox()
            let mounted = DrawnWindow(Canvas { _, size in sizes.value = size }, width: 180, height: 90)
            defer { mounted.close() }
            _ = mounted.render()
            XCTAssertEqual(sizes.value, CGSize(width: 180, height: 90))
        }
    }

    func testTransformsMoveWhatIsDrawnAfterThem() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.translateBy(x: 100, y: 50)
                    context.rotate(by: .degrees(45))
                    context.scaleBy(x: 2, y: 2)
                    // 40×40 after scaling, turned 45°: a diamond whose corners are 28 pixels out.
                    context.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[100, 50], red, "the centre")
            assertPixel(pixels[100, 24], red, "near the top corner, straight above the centre")
            assertPixel(pixels[125, 50], red, "near the right corner")
            XCTAssertEqual(pixels[82, 32], clear, "where the unturned square's corner would be")
        }
    }

    func testACopyOfAContextKeepsItsOwnState() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var moved = context
                    moved.translateBy(x: 100, y: 0)
                    moved.opacity = 0.5
                    moved.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue))
                    context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[20, 20], blue, "the original draws where it did, fully opaque")
            let faint = pixels[120, 20]
            XCTAssertTrue(abs(faint[3] - 128) <= 2, "the copy draws moved and half opaque: \(faint)")
        }
    }

    func testOpacityMakesFillsFainter() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.opacity = 0.25
                    context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
                })
            defer { mounted.close() }
            let alpha = mounted.render()[25, 25][3]
            XCTAssertTrue(abs(alpha - 64) <= 2, "a quarter opaque: \(alpha)")
        }
    }

    func testClipsLimitDrawingAndAnInverseClipKeepsTheOutside() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var left = context
                    left.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 100)))
                    left.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 50)), with: .color(.red))
                    var outside = context
                    outside.clip(to: Path(ellipseIn: CGRect(x: 120, y: 60, width: 40, height: 40)), options: .inverse)
                    outside.fill(Path(CGRect(x: 100, y: 50, width: 100, height: 50)), with: .color(.blue))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[50, 25], red, "inside the clip")
            XCTAssertEqual(pixels[150, 25], clear, "outside the clip nothing is drawn")
            assertPixel(pixels[110, 90], blue, "outside the inverse clip's circle")
            XCTAssertEqual(pixels[140, 80], clear, "inside the inverse clip's circle")
        }
    }

    func testClipBoundingRectIsInTheContextsCoordinates() {
        onGtkThread {
            let rects = RectBox()
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.clip(to: Path(CGRect(x: 20, y: 10, width: 60, height: 40)))
                    context.translateBy(x: 10, y: 10)
                    rects.value = context.clipBoundingRect
                })
            defer { mounted.close() }
            _ = mounted.render()
            XCTAssertEqual(rects.value, CGRect(x: 10, y: 0, width: 60, height: 40))
        }
    }

    func testTextIsDrawnAtItsAnchorInTheShadingGiven() {
        onGtkThread {
            let measured = SizeBox()
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var text = context.resolve(Text("MMMM").font(.system(size: 20)))
                    text.shading = .color(.red)
                    measured.value = text.measure(in: size)
                    context.draw(text, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            let size = measured.value
            XCTAssertGreaterThan(size.width, 40, "four wide letters at 20 pixels")
            XCTAssertLessThan(size.height, 40)
            var red = 0
            var elsewhere = 0
            for y in 0..<100 {
                for x in 0..<200 where pixels[x, y][3] > 0 {
                    if (19...(21 + Int(size.width))).contains(x) && (19...(21 + Int(size.height))).contains(y) {
                        if pixels[x, y][0] > 3 * pixels[x, y][2] { red += 1 }
                    } else {
                        elsewhere += 1
                    }
                }
            }
            XCTAssertGreaterThan(red, 50, "red glyphs below and right of the top-left anchor")
            XCTAssertEqual(elsewhere, 0, "nothing outside the measured box")
        }
    }

    func testBlendModesErase() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
                    var eraser = context
                    eraser.blendMode = .destinationOut
                    eraser.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(.black))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[25, 50], clear, "erased")
            assertPixel(pixels[75, 50], red, "kept")
        }
    }

    func testLinearGradientShadingUsesTheContextsPoints() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    let gradient = Gradient(colors: [.red, .blue])
                    context.fill(
                        Path(CGRect(origin: .zero, size: size)),
                        with: .linearGradient(
                            gradient, startPoint: CGPoint(x: 50, y: 0), endPoint: CGPoint(x: 150, y: 0)))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[20, 50], red, "before the start point the first colour holds")
            assertPixel(pixels[180, 50], blue, "past the end point the last colour holds")
        }
    }

    func testACanvasDrawsAgainWhenItsInputsChangeAndNotOtherwise() {
        onGtkThread {
            let renders = Counter()
            let model = CanvasModel()
            let mounted = DrawnWindow(CanvasHolder(model: model, renders: renders))
            defer { mounted.close() }
            TestLoop.run(for: 0.1)
            let first = renders.value
            XCTAssertGreaterThan(first, 0, "drawn once shown")
            model.unrelated += 1
            mounted.settle()
            TestLoop.run(for: 0.1)
            XCTAssertEqual(renders.value, first, "a change the canvas does not read draws nothing again")
            model.width += 10
            mounted.settle()
            TestLoop.run(for: 0.1)
            XCTAssertGreaterThan(renders.value, first, "a change of its input draws it again")
        }
    }

    func testInsideAnAnimationTimelineTheCanvasDrawsEachFrameAndStopsWhenHidden() {
        onGtkThread {
            let renders = Counter()
            let mounted = DrawnWindow(
                TimelineView(.animation) { timeline in
                    Canvas { context, size in
                        renders.value += 1
                        let x = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 100)
                        context.fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.red))
                    }
                })
            TestLoop.run(for: 0.4)
            XCTAssertGreaterThan(renders.value, 3, "drawn on several frames")
            gtk_widget_hide(mounted.window)
            TestLoop.drain()
            let hidden = renders.value
            TestLoop.run(for: 0.3)
            XCTAssertEqual(renders.value, hidden, "not drawn while hidden")
            mounted.close()
        }
    }
}

/// A size seen inside a renderer.
@MainActor
final class SizeBox {
    var value = CGSize.zero
}

/// A rectangle seen inside a renderer.
@MainActor
final class RectBox {
    var value = CGRect.zero
}

@Observable
final class CanvasModel {
    var width = 20.0
    var unrelated = 0
}

/// A canvas whose renderer reads `model.width`, beside a text that reads `model.unrelated`.
private struct CanvasHolder: View {
    let model: CanvasModel
    let renders: Counter

    var body: some View {
        VStack {
            Text("\(model.unrelated)")
            WidthCanvas(width: model.width, renders: renders)
        }
    }
}

/// A canvas whose only input is `width`.
private struct WidthCanvas: View {
    let width: Double
    let renders: Counter

    var body: some View {
        Canvas { [width, renders] context, size in
            renders.value += 1
            context.fill(Path(CGRect(x: 0, y: 0, width: width, height: 10)), with: .color(.red))
        }
    }
}
