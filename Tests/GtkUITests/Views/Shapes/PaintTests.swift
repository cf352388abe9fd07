import Foundation
import GtkUI
import XCTest

private let clear = [0, 0, 0, 0]

/// Whether two pixels differ by at most `tolerance` in each channel.
private func assertPixel(
    _ pixel: [Int]?, _ expected: [Int], tolerance: Int = 6, _ note: String = "", line: UInt = #line
) {
    guard let pixel else { return XCTFail("no pixel", line: line) }
    let close = zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(close, "\(pixel) is not \(expected) \(note)", line: line)
}

/// Shape styles painted by cairo: gradients' end colours, stroke styles' dashes, hierarchical
/// levels, materials and image paint, sampled at known pixels.
final class PaintTests: GtkTestCase {
    func testALinearGradientFillShowsItsEndColoursAtItsEnds() {
        onGtkThread {
            let mounted = DrawnWindow(
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[0, 50], [0xe0, 0x1b, 0x24, 255], tolerance: 3, "red at the leading edge")
            assertPixel(pixels[199, 50], [0x35, 0x84, 0xe4, 255], tolerance: 3, "blue at the trailing edge")
            assertPixel(pixels[100, 50], [0x8a, 0x50, 0x84, 255], tolerance: 4, "halfway between")
        }
    }

    func testAnAngularGradientTurnsClockwiseFromTheTrailingSide() {
        onGtkThread {
            let gradient = AngularGradient(colors: [.red, .green, .blue, .red], center: .center)
            let mounted = DrawnWindow(Rectangle().fill(gradient), width: 100, height: 100)
            defer { mounted.close() }
            let pixels = mounted.render()
            // A third of the turn (120°, below and left of the centre on screen) is green.
            let angle = 2 * Double.pi / 3
            let x = Int(50 + 40 * cos(angle))
            let y = Int(50 + 40 * sin(angle))
            assertPixel(pixels[x, y], [0x2e, 0xc2, 0x7e, 255], tolerance: 24, "green a third of the way round")
            assertPixel(pixels[90, 51], [0xe0, 0x1b, 0x24, 255], tolerance: 24, "red just past the start")
            let blueAngle = 4 * Double.pi / 3
            assertPixel(
                pixels[Int(50 + 40 * cos(blueAngle)), Int(50 + 40 * sin(blueAngle))], [0x35, 0x84, 0xe4, 255],
                tolerance: 24, "blue two thirds of the way round")
        }
    }

    func testAnEllipticalGradientReachesItsLastColourAtTheEdges() {
        onGtkThread {
            let mounted = DrawnWindow(Rectangle().fill(EllipticalGradient(colors: [.white, .black])))
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[100, 50], [255, 255, 255, 255], tolerance: 8, "white at the centre")
            assertPixel(pixels[1, 50], [0, 0, 0, 255], tolerance: 8, "black at the leading edge, 100 pixels away")
            assertPixel(pixels[100, 1], [0, 0, 0, 255], tolerance: 8, "black at the top edge, 50 pixels away")
        }
    }

    func testADashedStrokeLeavesGaps() {
        onGtkThread {
            let line = Path { path in
                path.move(to: CGPoint(x: 0, y: 50))
                path.addLine(to: CGPoint(x: 200, y: 50))
            }
            let mounted = DrawnWindow(line.stroke(.red, style: StrokeStyle(lineWidth: 6, dash: [20, 10])))
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[10, 50], [0xe0, 0x1b, 0x24, 255], "a dash")
            XCTAssertEqual(pixels[25, 50], clear, "the first gap")
            assertPixel(pixels[40, 50], [0xe0, 0x1b, 0x24, 255], "the second dash")
            XCTAssertEqual(pixels[55, 50], clear, "the second gap")
            XCTAssertEqual(pixels[10, 45], clear, "the line is 6 pixels wide")
        }
    }

    func testRoundCapsAndStrokeBorderStayWhereSwiftUIDrawsThem() {
        onGtkThread {
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Circle().strokeBorder(.blue, lineWidth: 10)
                    Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 10, lineJoin: .round))
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            // The circle spans 0…100 × 0…100; its border's outer edge is the frame.
            assertPixel(pixels[2, 50], [0x35, 0x84, 0xe4, 255], tolerance: 40, "inside the frame")
            assertPixel(pixels[8, 50], [0x35, 0x84, 0xe4, 255], "ten pixels wide")
            XCTAssertEqual(pixels[12, 50], clear)
            XCTAssertEqual(pixels[50, 50], clear)
        }
    }

    func testEvenOddFillLeavesAHole() {
        onGtkThread {
            let ring = Path { path in
                path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
                path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            }
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    ring.fill(.red, style: FillStyle(eoFill: true)).frame(width: 100)
                    ring.fill(.red).frame(width: 100)
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[50, 50], clear, "even-odd: the hole")
            assertPixel(pixels[10, 50], [0xe0, 0x1b, 0x24, 255])
            assertPixel(pixels[150, 50], [0xe0, 0x1b, 0x24, 255], "non-zero: filled")
        }
    }

    func testHierarchicalLevelsFollowTheForegroundStyles() {
        onGtkThread {
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Rectangle().fill(.primary)
                    Rectangle().fill(.secondary)
                    Rectangle().fill(.secondary).foregroundStyle(.red, .blue)
                    Rectangle().fill(.tertiary)
                }
                .foregroundStyle(.green))
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[25, 50], [0x2e, 0xc2, 0x7e, 255], tolerance: 1, "primary is the style")
            // Premultiplied: 55 % of green.
            assertPixel(pixels[75, 50], [25, 107, 69, 140], tolerance: 2, "secondary is dimmed")
            assertPixel(pixels[125, 50], [0x35, 0x84, 0xe4, 255], tolerance: 1, "a given second level")
            assertPixel(pixels[175, 50], [14, 58, 38, 77], tolerance: 2, "tertiary is fainter")
        }
    }

    func testTintAndMaterialsComeFromTheEnvironmentAndTheTheme() {
        onGtkThread {
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Rectangle().fill(.tint).tint(.orange)
                    Rectangle().fill(.regularMaterial)
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[50, 50], [0xff, 0x78, 0x00, 255], tolerance: 1, "the tint set above")
            XCTAssertEqual(pixels[150, 50][3], 166, accuracy: 2, "the regular material is 65 % opaque")
        }
    }

    func testBackgroundBorderAndForegroundTakeAnyStyle() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color.clear
                    .background(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom))
                    .border(.blue, width: 4))
            defer { mounted.close() }
            let pixels = mounted.render()
            assertPixel(pixels[100, 50], [0xe0, 0x1b, 0x24, 255], tolerance: 1, "the gradient background")
            assertPixel(pixels[1, 50], [0x35, 0x84, 0xe4, 255], tolerance: 1, "the border inside the edge")
        }
    }

    func testAnImagePaintFromAMissingFileWarnsOnceAndTilesTheMissingIcon() {
        onGtkThread {
            var pixels: Pixels?
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(
                    Rectangle().fill(ImagePaint(image: Image(filePath: "/nonexistent/tile.png"))))
                pixels = mounted.render()
                _ = mounted.render()
                mounted.close()
            }
            XCTAssertEqual(messages.filter { $0.contains("/nonexistent/tile.png") }.count, 1, "\(messages)")
            XCTAssertNotNil(pixels)
        }
    }

    func testBadStrokesPathsAndGradientsWarnOnceAndStillDraw() {
        onGtkThread {
            var pixels: Pixels?
            let broken = Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: Double.nan, y: 10))
                path.addLine(to: CGPoint(x: 100, y: 0))
                path.addLine(to: CGPoint(x: 100, y: 100))
                path.addLine(to: CGPoint(x: 0, y: 100))
                path.closeSubpath()
            }
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(
                    HStack(spacing: 0) {
                        broken.fill(.red).frame(width: 100)
                        VStack(spacing: 0) {
                            Rectangle().stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [0, 0]))
                            Rectangle().fill(
                                LinearGradient(
                                    stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0)],
                                    startPoint: .leading, endPoint: .trailing))
                            Rectangle().fill(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom))
                            Circle().fill(.red).frame(width: 0, height: 0)
                        }
                    })
                pixels = mounted.render()
                _ = mounted.render()
                mounted.close()
            }
            XCTAssertEqual(messages.filter { $0.contains("not finite") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("dash pattern") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("out of order") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("no stops") }.count, 1, "\(messages)")
            assertPixel(pixels?[50, 90], [0xe0, 0x1b, 0x24, 255], tolerance: 1, "the finite part still fills")
            assertPixel(pixels?[101, 2], [0x35, 0x84, 0xe4, 255], tolerance: 1, "an empty dash draws solid")
            assertPixel(pixels?[102, 40], [0xe0, 0x1b, 0x24, 255], tolerance: 10, "stops sorted: red first")
        }
    }
}
