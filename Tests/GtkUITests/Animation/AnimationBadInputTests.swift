import GtkUI
import TestLogGuard
import XCTest

/// Bad durations, springs and repeats: one warning each and a defined animation.
final class AnimationBadInputTests: GtkTestCase {
    func testBadDurationsLandAtOnceWithOneWarning() {
        onGtkThread {
            for duration in [-1, Double.nan, Double.infinity] {
                let messages = LogCapture.expect("duration", domain: "GtkUI") {
                    XCTAssertEqual(Animation.linear(duration: duration), .linear(duration: 0))
                }
                XCTAssertEqual(messages.count, 1)
            }
            XCTAssertEqual(LogCapture.capture(domain: "GtkUI") { _ = Animation.easeIn(duration: 0) }, [])
        }
    }

    func testBadSpringsGetADefinedSpring() {
        onGtkThread {
            LogCapture.expect("stiffness", domain: "GtkUI") {
                XCTAssertEqual(Animation.interpolatingSpring(stiffness: 0, damping: 10), .spring(response: 0))
            }
            LogCapture.expect("damping", domain: "GtkUI") {
                XCTAssertEqual(
                    Animation.interpolatingSpring(stiffness: 100, damping: -3),
                    .interpolatingSpring(stiffness: 100, damping: 20))
            }
            LogCapture.expect("dampingFraction", domain: "GtkUI") {
                XCTAssertEqual(
                    Animation.spring(response: 1, dampingFraction: .nan), .spring(response: 1, dampingFraction: 1))
            }
            LogCapture.expect("response", domain: "GtkUI") { _ = Animation.spring(response: -1) }
            LogCapture.expect("speed", domain: "GtkUI") {
                XCTAssertEqual(Animation.linear.speed(0), .linear)
            }
            LogCapture.expect("delay", domain: "GtkUI") {
                XCTAssertEqual(Animation.linear.delay(.nan), .linear)
            }
            LogCapture.expect("repeatCount", domain: "GtkUI") { _ = Animation.linear.repeatCount(0) }
        }
    }
}
