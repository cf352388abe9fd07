import Foundation
import GtkUI
import XCTest

/// All of Path: building, measuring, trimming, stroking and transforming.
final class PathTests: XCTestCase {
    private func assertClose(_ a: CGRect, _ b: CGRect, accuracy: Double = 0.01, _ note: String = "") {
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, note)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, note)
        XCTAssertEqual(a.width, b.width, accuracy: accuracy, note)
        XCTAssertEqual(a.height, b.height, accuracy: accuracy, note)
    }

    func testArcsTurnClockwiseOnScreenWhenNotClockwiseAsInSwiftUI() {
        var path = Path()
        // From 3 o'clock to 6 o'clock with growing angles: the lower right quarter.
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        assertClose(path.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10))
        var other = Path()
        // The same angles the other way round: three quarters of the circle.
        other.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        assertClose(other.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(other.currentPoint?.x ?? 0, 50, accuracy: 1e-9)
        XCTAssertEqual(other.currentPoint?.y ?? 0, 60, accuracy: 1e-9)
    }

    func testARelativeArcAndATangentArcStartFromTheCurrentPoint() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addRelativeArc(center: CGPoint(x: 20, y: 0), radius: 10, startAngle: .degrees(180), delta: .degrees(180))
        // A line to (10, 0), then the lower half circle over to (30, 0)... growing angles go down.
        XCTAssertEqual(path.currentPoint?.x ?? 0, 30, accuracy: 1e-9)
        assertClose(path.boundingRect, CGRect(x: 0, y: -10, width: 30, height: 10))

        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        // The arc rounds the corner at (20, 0) and ends on the second line, 5 below the corner.
        XCTAssertEqual(corner.currentPoint?.x ?? 0, 20, accuracy: 1e-9)
        XCTAssertEqual(corner.currentPoint?.y ?? 0, 5, accuracy: 1e-9)
        assertClose(corner.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    func testCurvesLinesRectsAndPathsAddUp() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 5, y: 20))
        path.closeSubpath()
        assertClose(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 15), "the quad curve peaks halfway")
        path.addRects([CGRect(x: 100, y: 100, width: 5, height: 5)])
        XCTAssertEqual(path.boundingRect.maxX, 105)
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 1, y: 2))
        XCTAssertEqual(combined, path.offsetBy(dx: 1, dy: 2))
        XCTAssertEqual(combined, path.applying(CGAffineTransform(translationX: 1, y: 2)))
        var elements = 0
        combined.forEach { _ in elements += 1 }
        XCTAssertEqual(elements, 10)
        XCTAssertEqual(Path().boundingRect, .zero)
    }

    func testAnEllipseIsFourQuarterCurvesFromTheTopMiddleClockwise() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 20)
        var kinds: [String] = []
        var ends: [CGPoint] = []
        Path(ellipseIn: rect).forEach { element in
            switch element {
            case .move(let point):
                kinds.append("move")
                ends.append(point)
            case .curve(let point, _, _):
                kinds.append("curve")
                ends.append(point)
            case .closeSubpath: kinds.append("close")
            default: kinds.append("other")
            }
        }
        // No empty lines between the quarters, as a rounded rectangle's corners have.
        XCTAssertEqual(kinds, ["move", "curve", "curve", "curve", "curve", "close"])
        XCTAssertEqual(
            ends,
            [
                CGPoint(x: 30, y: 20), CGPoint(x: 50, y: 30), CGPoint(x: 30, y: 40), CGPoint(x: 10, y: 30),
                CGPoint(x: 30, y: 20),
            ])
        assertClose(Path(ellipseIn: rect).boundingRect, rect)
        let moved = Path { $0.addEllipse(in: rect, transform: CGAffineTransform(translationX: 5, y: -5)) }
        assertClose(moved.boundingRect, rect.offsetBy(dx: 5, dy: -5))
        XCTAssertFalse(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 0)).isEmpty, "a flat ellipse is a line")
    }

    func testContainsFollowsTheFillRule() {
        var ring = Path()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: both ellipses turn the same way")
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50), eoFill: true), "even-odd: the hole")
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        XCTAssertFalse(ring.contains(CGPoint(x: 1, y: 1)))
        XCTAssertFalse(ring.contains(CGPoint(x: Double.nan, y: 1)))
    }

    func testTrimmedPathTakesAFractionOfTheLength() {
        let line = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]) }
        let half = line.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(half.currentPoint?.x ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(half.currentPoint?.y ?? 0, 0, accuracy: 1e-9)
        let middle = line.trimmedPath(from: 0.25, to: 0.75)
        assertClose(middle.boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50))
        XCTAssertTrue(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        XCTAssertEqual(line.trimmedPath(from: 0, to: 1), line)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = circle.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(top.boundingRect.height, 100, accuracy: 0.5, "half a circle spans its height")
        XCTAssertEqual(top.boundingRect.width, 50, accuracy: 0.5)
    }

    func testStrokedPathCoversTheStroke() {
        let line = Path { $0.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]) }
        let stroked = line.strokedPath(StrokeStyle(lineWidth: 10))
        XCTAssertTrue(stroked.contains(CGPoint(x: 50, y: 54)))
        XCTAssertFalse(stroked.contains(CGPoint(x: 50, y: 56)))
        XCTAssertFalse(stroked.contains(CGPoint(x: -3, y: 50)), "butt ends stop at the end")
        let capped = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        XCTAssertTrue(capped.contains(CGPoint(x: -3, y: 50)), "square ends reach half the width beyond")
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 10, dash: [10, 10]))
        XCTAssertTrue(dashed.contains(CGPoint(x: 5, y: 50)))
        XCTAssertFalse(dashed.contains(CGPoint(x: 15, y: 50)), "a gap")
        XCTAssertTrue(dashed.contains(CGPoint(x: 25, y: 50)))
    }

    func testRoundedRectsShareShortSidesBetweenTheirCorners() {
        let path = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
            cornerRadii: RectangleCornerRadii(topLeading: 30, bottomLeading: 30))
        assertClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "rounded top leading corner")
        XCTAssertTrue(path.contains(CGPoint(x: 99, y: 1)), "square top trailing corner")
    }
}
