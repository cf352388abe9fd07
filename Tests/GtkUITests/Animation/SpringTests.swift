import Foundation
import GtkUI
import TestLogGuard
import XCTest

/// The public `Spring`: its parameterisations agree, it moves a value as a damped spring does,
/// and bad values get one warning and a defined spring.
final class SpringTests: GtkTestCase {
    func testParameterisationsAgree() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(bouncy.response, 0.5, accuracy: 1e-9)
        XCTAssertEqual(bouncy.duration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(bouncy.dampingRatio, 0.7, accuracy: 1e-9)
        XCTAssertEqual(bouncy.bounce, 0.3, accuracy: 1e-9)
        XCTAssertEqual(bouncy.mass, 1)

        let physical = Spring(mass: 2, stiffness: 200, damping: 20)
        XCTAssertEqual(physical.response, 2 * Double.pi / 10, accuracy: 1e-9)
        XCTAssertEqual(physical.dampingRatio, 0.5, accuracy: 1e-9)

        XCTAssertEqual(Spring(stiffness: 100, damping: 40).dampingRatio, 1, accuracy: 1e-9, "critical at most")
        let creeping = Spring(stiffness: 100, damping: 40, allowOverDamping: true)
        XCTAssertEqual(creeping.dampingRatio, 2, accuracy: 1e-9)
        XCTAssertEqual(creeping.bounce, -0.5, accuracy: 1e-9)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-9)

        XCTAssertEqual(Spring.smooth.bounce, 0, accuracy: 1e-9)
        XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: 1e-9)
        XCTAssertEqual(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4, accuracy: 1e-9)
    }

    func testAnAnimationFromASpringIsTheSameSpringAnimation() {
        XCTAssertEqual(
            Animation.spring(Spring(response: 0.5, dampingRatio: 0.825)),
            Animation.spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(
            Animation.interpolatingSpring(Spring(mass: 1, stiffness: 170, damping: 15), initialVelocity: 2),
            Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 2))
        XCTAssertNotEqual(Animation.spring(.bouncy), Animation.spring(.smooth))
    }

    func testValuesFollowADampedSpring() {
        // Critically damped, ω = 10: x(t) = 1 − e^(−10t)(1 + 10t) from rest.
        let spring = Spring(response: 2 * Double.pi / 10, dampingRatio: 1)
        XCTAssertEqual(spring.value(target: 1.0, time: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(spring.value(target: 1.0, time: 0.2), 1 - exp(-2) * 3, accuracy: 1e-6)
        XCTAssertEqual(spring.value(target: 1.0, time: 5), 1, accuracy: 1e-6)
        XCTAssertEqual(spring.velocity(target: 1.0, time: 0.2), 100 * 0.2 * exp(-2), accuracy: 1e-3)
        XCTAssertEqual(spring.velocity(target: 0.0, initialVelocity: 3.0, time: 0), 3, accuracy: 1e-3)
        XCTAssertEqual(
            spring.value(fromValue: 10.0, toValue: 11.0, initialVelocity: 0, time: 0.2), 11 - exp(-2) * 3,
            accuracy: 1e-6)

        // An underdamped spring overshoots; a step-by-step simulation lands where the closed form does.
        let bouncy = Spring(duration: 0.5, bounce: 0.5)
        let samples = stride(from: 0.0, through: 2, by: 0.01).map { bouncy.value(target: 1.0, time: $0) }
        XCTAssertGreaterThan(samples.max() ?? 0, 1.05, "it overshoots")
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<50 { bouncy.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.01) }
        XCTAssertEqual(value, bouncy.value(target: 1.0, time: 0.5), accuracy: 1e-4)
        XCTAssertEqual(bouncy.force(target: 1.0, position: 0.0, velocity: 0.0), bouncy.stiffness, accuracy: 1e-9)

        let settled = Spring(settlingDuration: 2, dampingRatio: 0.5)
        XCTAssertEqual(settled.settlingDuration, 2, accuracy: 0.05)
        XCTAssertEqual(settled.dampingRatio, 0.5, accuracy: 1e-9)
    }

    func testBadValuesGetOneWarningAndADefinedSpring() {
        onGtkThread {
            for duration in [-1, 0, Double.nan, Double.infinity] {
                let messages = LogCapture.expect("duration", domain: "GtkUI") {
                    XCTAssertEqual(Spring(duration: duration, bounce: 0), Spring(duration: 0.5, bounce: 0))
                }
                XCTAssertEqual(messages.count, 1)
            }
            LogCapture.expect("stiffness", domain: "GtkUI") {
                XCTAssertEqual(Spring(stiffness: 0, damping: 1).response, 0.5, accuracy: 1e-9)
            }
            LogCapture.expect("mass", domain: "GtkUI") {
                XCTAssertEqual(Spring(mass: -1, stiffness: 100, damping: 10).mass, 1)
            }
            LogCapture.expect("damping", domain: "GtkUI") {
                XCTAssertEqual(Spring(stiffness: 100, damping: .nan).dampingRatio, 1, accuracy: 1e-9)
            }
            LogCapture.expect("bounce", domain: "GtkUI") {
                XCTAssertEqual(Spring(duration: 1, bounce: 2).bounce, 0.99, accuracy: 1e-9)
            }
        }
    }
}
