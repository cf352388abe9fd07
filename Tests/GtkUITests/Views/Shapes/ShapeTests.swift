import Foundation
import GtkUI
import XCTest

/// A shape of the user's own, through `path(in:)`.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private let blue = [0x35, 0x84, 0xe4, 255]
private let red = [0xe0, 0x1b, 0x24, 255]
private let clear = [0, 0, 0, 0]

/// Shapes drawn with cairo, flexible both ways.
final class ShapeTests: GtkTestCase {
    func testCircleFitsTheSmallerSideCentredAndLeavesTheRestClear() {
        onGtkThread {
            let mounted = DrawnWindow(Circle().fill(.blue), width: 200, height: 100)
            defer { mounted.close() }
            guard let area = mounted.first(gtk_drawing_area_get_type()) else { return XCTFail("no drawing area") }
            XCTAssertEqual(DrawnWindow.size(of: area), [200, 100])
            let pixels = mounted.render()
            XCTAssertEqual(pixels[100, 50], blue)
            XCTAssertEqual(pixels[56, 50], blue, "inside the circle's left edge at x 50")
            XCTAssertEqual(pixels[44, 50], clear, "outside the circle")
            XCTAssertEqual(pixels[1, 1], clear)
            XCTAssertEqual(pixels[198, 98], clear)
        }
    }

    func testStrokeDrawsTheOutlineOnly() {
        onGtkThread {
            let mounted = DrawnWindow(Rectangle().stroke(.red, lineWidth: 8))
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[1, 50], red, "half the line is inside the rectangle")
            XCTAssertEqual(pixels[100, 98], red)
            XCTAssertEqual(pixels[100, 50], clear)
        }
    }

    func testAStrokeOverflowsItsFrameByHalfItsWidthAsInSwiftUI() {
        onGtkThread {
            let mounted = DrawnWindow(Circle().stroke(.red, lineWidth: 10).frame(width: 60, height: 60))
            defer { mounted.close() }
            // The circle spans 70…130 × 20…80; its stroke reaches 5 pixels beyond.
            let pixels = mounted.render()
            XCTAssertEqual(pixels[67, 50], red)
            XCTAssertEqual(pixels[72, 50], red)
            XCTAssertEqual(pixels[100, 50], clear)
            XCTAssertEqual(pixels[63, 50], clear)
        }
    }

    func testAShapeWithoutFillUsesTheForegroundColour() {
        onGtkThread {
            let mounted = DrawnWindow(Ellipse().foregroundColor(.red))
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[100, 50], red)
            XCTAssertEqual(pixels[2, 2], clear)
        }
    }

    func testRoundedRectangleAndCapsuleRoundTheirCorners() {
        onGtkThread {
            let rounded = DrawnWindow(RoundedRectangle(cornerRadius: 20).fill(.blue))
            defer { rounded.close() }
            var pixels = rounded.render()
            XCTAssertEqual(pixels[2, 2], clear)
            XCTAssertEqual(pixels[21, 2], blue, "straight edge after the corner")
            XCTAssertEqual(pixels[2, 50], blue)

            let capsule = DrawnWindow(Capsule().fill(.blue))
            defer { capsule.close() }
            pixels = capsule.render()
            XCTAssertEqual(pixels[2, 50], blue, "the half circle's leftmost point")
            XCTAssertEqual(pixels[10, 10], clear, "outside the half circle")
            XCTAssertEqual(pixels[100, 2], blue)
        }
    }

    func testACustomShapeDrawsItsPath() {
        onGtkThread {
            let mounted = DrawnWindow(Triangle().fill(.red))
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[10, 10], red)
            XCTAssertEqual(pixels[190, 90], clear)
        }
    }

    func testAShapeIsRedrawnWhenItsColourChanges() {
        onGtkThread {
            let mounted = DrawnWindow(Rectangle().fill(.red))
            defer { mounted.close() }
            XCTAssertEqual(mounted.render()[100, 50], red)
            mounted.host.rootView = AnyView(Rectangle().fill(.blue))
            mounted.settle()
            XCTAssertEqual(mounted.render()[100, 50], blue)
        }
    }

    func testNegativeLineWidthAndRadiusAreTakenAsZeroWithOneWarningEach() {
        onGtkThread {
            var pixels: Pixels?
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(
                    HStack(spacing: 0) {
                        Rectangle().stroke(.red, lineWidth: -3)
                        RoundedRectangle(cornerRadius: -5).fill(.blue)
                    })
                pixels = mounted.render()
                mounted.close()
            }
            XCTAssertEqual(messages.filter { $0.contains("line width -3.0") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("cornerRadius -5.0") }.count, 1, "\(messages)")
            XCTAssertEqual(pixels?[1, 50], clear, "a zero-width stroke draws nothing")
            XCTAssertEqual(pixels?[101, 1], blue, "a square corner")
        }
    }

    func testPathBuildsClosedOutlines() {
        onGtkThread {
            var path = Path()
            XCTAssertTrue(path.isEmpty)
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertFalse(path.isEmpty)
            XCTAssertEqual(path, Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            XCTAssertEqual(
                Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0),
                path, "no radius is a plain rectangle")
            XCTAssertNotEqual(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), path)
        }
    }
}
