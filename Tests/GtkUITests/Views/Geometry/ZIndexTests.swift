import GtkUI
import XCTest

/// `.zIndex` orders the layers of a ZStack.
final class ZIndexTests: GtkTestCase {

    func testAHigherZIndexIsDrawnOnTopWhateverItsPlace() {
        onGtkThread {
            let mounted = DrawnWindow(
                ZStack {
                    Color.red.frame(width: 60, height: 60).zIndex(1)
                    Color.blue.frame(width: 60, height: 60)
                }, width: 60, height: 60)
            defer { mounted.close() }
            XCTAssertTrue(isClose(mounted.render()[30, 30], [0xe0, 0x1b, 0x24, 255]), "\(mounted.render()[30, 30])")
        }
    }

    func testEqualZIndicesKeepTheWrittenOrderAndNaNCountsAsZeroWithOneWarning() {
        onGtkThread {
            var pixel: [Int] = []
            var mounted: DrawnWindow?
            let messages = LogCapture.capture(domain: "GtkUI") {
                mounted = DrawnWindow(
                    ZStack {
                        Color.red.frame(width: 60, height: 60).zIndex(.nan)
                        Color.blue.frame(width: 60, height: 60).zIndex(0)
                    }, width: 60, height: 60)
                mounted?.settle()
                pixel = mounted?.render()[30, 30] ?? []
            }
            mounted?.close()
            XCTAssertTrue(isClose(pixel, [0x35, 0x84, 0xe4, 255]), "\(pixel)")
            XCTAssertEqual(messages.filter { $0.contains("zIndex") }.count, 1, "\(messages)")
        }
    }
}
