import Foundation
import GtkUI
import XCTest

/// Continuous corners ease out of the sides; a stroked shape's bad line width warns.
final class ContinuousCornerTests: GtkTestCase {
    func testAContinuousCornerStartsBendingFurtherAlongTheSideThanACircularOne() {
        onGtkThread {
            let circular = DrawnWindow(
                RoundedRectangle(cornerRadius: 30, style: .circular).fill(.black), width: 200, height: 100)
            let circle = circular.render()
            circular.close()
            let continuous = DrawnWindow(
                RoundedRectangle(cornerRadius: 30, style: .continuous).fill(.black), width: 200, height: 100)
            let smooth = continuous.render()
            continuous.close()
            // Just past the circular corner's end (30 pixels along the top), the side is straight
            // for a circular corner and still bending away for a continuous one.
            XCTAssertEqual(circle[33, 0][3], 255, "the circular corner's side is straight there")
            XCTAssertLessThan(smooth[33, 0][3], 200, "the continuous corner still curves there")
            // Half way round, both pass close to the same point.
            let diagonal = Int(30 - 30 / 2.0.squareRoot())
            XCTAssertEqual(circle[diagonal + 2, diagonal + 2][3], 255)
            XCTAssertEqual(smooth[diagonal + 2, diagonal + 2][3], 255)
            XCTAssertEqual(smooth[diagonal - 3, diagonal - 3][3], 0)
            XCTAssertEqual(circle[diagonal - 3, diagonal - 3][3], 0)
        }
    }

    func testAStrokedShapeWithAnInfiniteLineWidthWarnsOnce() {
        onGtkThread {
            let messages = LogCapture.expect("line width", domain: "GtkUI") {
                let mounted = DrawnWindow(Circle().stroke(lineWidth: .infinity))
                _ = mounted.render()
                mounted.settle()
                mounted.close()
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
        }
    }
}
