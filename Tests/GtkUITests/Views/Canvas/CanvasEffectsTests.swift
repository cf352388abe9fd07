import Foundation
import XCTest

@testable import GtkUI

private let clear = [0, 0, 0, 0]
private let red = [0xe0, 0x1b, 0x24, 255]
private let blue = [0x35, 0x84, 0xe4, 255]

private func assertPixel(_ pixel: [Int], _ expected: [Int], tolerance: Int = 4, _ note: String, line: UInt = #line) {
    XCTAssertTrue(isClose(pixel, expected, tolerance: tolerance), "\(pixel) is not \(expected): \(note)", line: line)
}

/// A `width`×`height` PNG of one colour in the temporary directory; its path.
@MainActor
private func writePicture(red: Double, green: Double, blue: Double, width: Int32, height: Int32) -> String {
    let path = NSTemporaryDirectory() + "canvas-\(width)x\(height)-\(red)-\(green)-\(blue).png"
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cairo = cairo_create(surface)!
    cairo_set_source_rgb(cairo, red, green, blue)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    cairo_surface_write_to_png(surface, path)
    cairo_surface_destroy(surface)
    return path
}

/// Filters, layers, layer clips, images and symbols in a canvas, sampled at known pixels.
final class CanvasEffectsTests: GtkTestCase {
    func testABlurSpreadsAFillPastItsEdge() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var blurred = context
                    blurred.addFilter(.blur(radius: 10))
                    blurred.fill(Path(CGRect(x: 40, y: 20, width: 40, height: 60)), with: .color(.black))
                    context.fill(Path(CGRect(x: 140, y: 20, width: 40, height: 60)), with: .color(.black))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            let outside = pixels[36, 50][3]
            XCTAssertTrue(outside > 20 && outside < 200, "the blurred edge spreads out and fades: \(outside)")
            XCTAssertEqual(pixels[136, 50], clear, "the unfiltered fill keeps a sharp edge")
        }
    }

    func testFiltersWorkOnTheDrawingsBoundsNotTheWholeCanvas() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var blurred = context
                    blurred.addFilter(.blur(radius: 4))
                    blurred.fill(Path(CGRect(x: 190, y: 140, width: 20, height: 20)), with: .color(.black))
                    var shadowed = context
                    shadowed.translateBy(x: 20, y: 20)
                    shadowed.addFilter(.shadow(color: .black, radius: 0, x: 30, y: 0))
                    shadowed.stroke(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red), lineWidth: 4)
                }, width: 400, height: 300)
            defer { mounted.close() }
            let before = CanvasWork.filteredPixels
            let pixels = mounted.render()
            let filtered = CanvasWork.filteredPixels - before
            // The blur: 20 pixels, plus 1.5 × the radius and two pixels each side (36²); the
            // stroked square: 20 pixels and its corners' reach (√2 × half the width), plus the
            // shadow's 30-pixel offset and two pixels each side (91²). The canvas has 120,000.
            XCTAssertLessThanOrEqual(filtered, 36 * 36 + 91 * 91, "\(filtered) pixels filtered")
            XCTAssertGreaterThan(pixels[187, 150][3], 0, "the blur still spreads past the edge")
            assertPixel(pixels[70, 30], [0, 0, 0, 255], "the shadow of the stroke's right side, 30 pixels on")
            XCTAssertEqual(pixels[30, 30], clear, "inside the stroke")
        }
    }

    func testAPerspectiveProjectionFilterDrawsATrapezoid() {
        onGtkThread {
            var perspective = ProjectionTransform()
            // w = 1 + x / 200: the further right, the nearer the origin a point is drawn.
            perspective.m13 = 0.005
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var seen = context
                    seen.addFilter(.projectionTransform(perspective))
                    seen.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
                }, width: 200, height: 120)
            defer { mounted.close() }
            let pixels = mounted.render()
            // The square's corners go to (0, 0), (66.7, 0), (66.7, 66.7) and (0, 100).
            assertPixel(pixels[5, 95], red, "the near edge keeps its height")
            assertPixel(pixels[60, 50], red, "inside the far edge")
            XCTAssertEqual(pixels[60, 85], clear, "below the slanted bottom edge")
            XCTAssertEqual(pixels[80, 20], clear, "past the far edge")
        }
    }

    func testColourFiltersChangeWhatIsDrawnAfterThem() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var grey = context
                    grey.addFilter(.grayscale(1))
                    grey.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
                    var inverted = context
                    inverted.addFilter(.colorInvert())
                    inverted.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(.white))
                    var multiplied = context
                    multiplied.addFilter(.colorMultiply(Color(red: 0, green: 1, blue: 0)))
                    multiplied.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 50)), with: .color(.white))
                    context.fill(Path(CGRect(x: 150, y: 0, width: 50, height: 50)), with: .color(.red))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            let grey = pixels[25, 25]
            XCTAssertTrue(abs(grey[0] - grey[1]) <= 2 && abs(grey[1] - grey[2]) <= 2, "grey: \(grey)")
            assertPixel(pixels[75, 25], [0, 0, 0, 255], "white inverted is black")
            assertPixel(pixels[125, 25], [0, 255, 0, 255], "white times green is green")
            assertPixel(pixels[175, 25], red, "a context without filters draws as it was")
        }
    }

    func testAColorMatrixMapsEachChannelAndNonFiniteEntriesWarnOnce() {
        onGtkThread {
            var swap = ColorMatrix()
            (swap.r1, swap.r3) = (0, 1)
            (swap.b1, swap.b3) = (1, 0)
            var half = ColorMatrix()
            half.a4 = 0.5
            var broken = ColorMatrix()
            broken.r5 = .nan
            var mounted: DrawnWindow?
            let messages = LogCapture.expect("colour matrix has entries that are not finite", domain: "GtkUI") {
                mounted = DrawnWindow(
                    Canvas { context, size in
                        var swapped = context
                        swapped.addFilter(.colorMatrix(swap))
                        swapped.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
                        var faint = context
                        faint.addFilter(.colorMatrix(half))
                        faint.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(.black))
                        var bad = context
                        bad.addFilter(.colorMatrix(broken))
                        bad.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 50)), with: .color(.red))
                        bad.fill(Path(CGRect(x: 150, y: 0, width: 50, height: 50)), with: .color(.red))
                    })
                _ = mounted?.render()
            }
            guard let mounted else { return }
            defer { mounted.close() }
            XCTAssertEqual(messages.count, 1, "one warning for the canvas: \(messages)")
            let pixels = mounted.render()
            assertPixel(pixels[25, 25], [0x24, 0x1b, 0xe0, 255], "red and blue trade places")
            assertPixel(pixels[75, 25], [0, 0, 0, 128], "half as opaque")
            assertPixel(pixels[125, 25], red, "a NaN offset is taken as 0")
        }
    }

    func testAShadowFallsBelowAndBesideTheDrawing() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.addFilter(.shadow(color: .black, radius: 0, x: 20, y: 20))
                    context.fill(Path(CGRect(x: 20, y: 10, width: 40, height: 40)), with: .color(.red))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[40, 30], red, "the drawing over its shadow")
            assertPixel(pixels[70, 60], [0, 0, 0, 255], "the shadow, moved 20 pixels each way")
            XCTAssertEqual(pixels[30, 65], clear, "nothing beyond it")
        }
    }

    func testALayerIsCompositedAsOnePicture() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var faint = context
                    faint.opacity = 0.5
                    faint.drawLayer { layer in
                        layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.black))
                        layer.fill(Path(CGRect(x: 30, y: 30, width: 60, height: 60)), with: .color(.black))
                    }
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            // Drawn one by one, the overlap would be 75 % opaque; as one layer it is 50 %.
            XCTAssertTrue(abs(pixels[45, 45][3] - 128) <= 2, "the overlap: \(pixels[45, 45])")
            XCTAssertTrue(abs(pixels[10, 10][3] - 128) <= 2, "one square alone: \(pixels[10, 10])")
        }
    }

    func testALayerTakesItsContextsBlendModeAsAWhole() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                    var eraser = context
                    eraser.blendMode = .destinationOut
                    eraser.drawLayer { layer in
                        layer.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
                    }
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[25, 25], clear, "the layer erases where it draws")
            assertPixel(pixels[100, 50], red, "and nowhere else")
        }
    }

    func testClipToLayerMasksByWhatTheLayerDraws() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    var masked = context
                    masked.clipToLayer { mask in
                        mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
                    }
                    masked.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                    var outside = context
                    outside.clipToLayer(options: .inverse) { mask in
                        mask.fill(Path(CGRect(x: 0, y: 0, width: 150, height: 100)), with: .color(.black))
                    }
                    outside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[50, 50], blue, "inside the mask's circle")
            XCTAssertEqual(pixels[3, 3], clear, "the circle's corner is masked out")
            XCTAssertEqual(pixels[120, 50], clear, "beyond the circle")
            assertPixel(pixels[175, 50], red, "the inverse mask keeps the right edge")
        }
    }

    func testImagesDrawInARectAndAtAPoint() {
        onGtkThread {
            let path = writePicture(red: 0, green: 0, blue: 1, width: 10, height: 10)
            let sizes = SizeBox()
            let mounted = DrawnWindow(
                Canvas { context, size in
                    let image = context.resolve(Image(filePath: path))
                    sizes.value = image.size
                    context.draw(image, in: CGRect(x: 0, y: 0, width: 60, height: 40))
                    context.draw(Image(filePath: path), at: CGPoint(x: 150, y: 50))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(sizes.value, CGSize(width: 10, height: 10))
            assertPixel(pixels[55, 35], [0, 0, 255, 255], "stretched to the rectangle")
            XCTAssertEqual(pixels[65, 35], clear, "not beyond it")
            assertPixel(pixels[150, 50], [0, 0, 255, 255], "centred on the point")
            XCTAssertEqual(pixels[157, 50], clear, "at its own size")
        }
    }

    func testAMissingImageWarnsOnceOverManyFrames() {
        onGtkThread {
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(
                    Canvas { context, size in
                        context.draw(Image(filePath: "/nonexistent/canvas.png"), at: CGPoint(x: 50, y: 50))
                    })
                for _ in 0..<3 { _ = mounted.render() }
                mounted.close()
            }
            XCTAssertEqual(messages.filter { $0.contains("canvas.png") }.count, 1, "\(messages)")
        }
    }

    func testSymbolsAreDrawnByTagAndAnUnknownTagWarnsOnce() {
        onGtkThread {
            let found = CallCount()
            var mounted: DrawnWindow?
            let messages = LogCapture.expect("no symbol tagged", domain: "GtkUI") {
                mounted = DrawnWindow(
                    Canvas { context, size in
                        if let square = context.resolveSymbol(id: "square") {
                            found.value += 1
                            context.draw(square, at: CGPoint(x: 50, y: 50))
                            context.draw(square, in: CGRect(x: 120, y: 10, width: 60, height: 80))
                        }
                        _ = context.resolveSymbol(id: 42)
                    } symbols: {
                        Color.red.frame(width: 30, height: 30).tag("square")
                    })
                _ = mounted?.render()
            }
            guard let mounted else { return }
            defer { mounted.close() }
            XCTAssertEqual(messages.filter { $0.contains("no symbol tagged") }.count, 1, "\(messages)")
            XCTAssertGreaterThan(found.value, 0)
            let pixels = mounted.render()
            assertPixel(pixels[50, 50], red, "the symbol centred on its point")
            XCTAssertEqual(pixels[70, 50], clear, "at its own size, 30 pixels")
            assertPixel(pixels[175, 85], red, "stretched into the rectangle")
        }
    }
}
