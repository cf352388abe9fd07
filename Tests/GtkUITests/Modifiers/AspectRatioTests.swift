import Foundation
import GtkUI
import XCTest

/// `aspectRatio`, `scaledToFit` and `scaledToFill` on any view.
final class AspectRatioTests: GtkTestCase {
    func testAViewFitsAndFillsARatioInsideItsSpace() {
        onGtkThread {
            let fit = DrawnWindow(Color.red.aspectRatio(1, contentMode: .fit), width: 200, height: 100)
            let fitted = fit.render()
            fit.close()
            XCTAssertEqual(fitted[100, 50][3], 255, "the centre is covered")
            XCTAssertEqual(fitted[40, 50][3], 0, "a 100×100 square, centred: the sides are left")
            XCTAssertEqual(fitted[60, 50][3], 255)

            let fill = DrawnWindow(
                Color.red.aspectRatio(1, contentMode: .fill).frame(width: 200, height: 50).clipped(),
                width: 200, height: 100)
            let filled = fill.render()
            fill.close()
            XCTAssertEqual(filled[2, 50][3], 255, "filling 200×50 with a square makes it 200 wide (a fit would be 50)")
        }
    }

    func testScaledToFitKeepsTheViewsOwnProportions() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color.blue.frame(idealWidth: 40, idealHeight: 20).scaledToFit(), width: 200, height: 200)
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[100, 100][3], 255, "200×100 at 2:1, centred")
            XCTAssertEqual(pixels[2, 100][3], 255, "as wide as the window")
            XCTAssertEqual(pixels[100, 20][3], 0, "above it, nothing")
        }
    }
}
