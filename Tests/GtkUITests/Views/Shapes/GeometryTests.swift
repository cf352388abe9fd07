import Foundation
import GtkUI
import XCTest

/// Angle, CGAffineTransform and Animatable values: pure geometry.
final class GeometryTests: XCTestCase {
    func testAngleConvertsBetweenUnits() {
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)
        XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90, accuracy: 1e-12)
        var angle = Angle.zero
        angle.degrees = 45
        XCTAssertEqual(angle.radians, .pi / 4, accuracy: 1e-12)
        XCTAssertLessThan(Angle.degrees(10), .degrees(20))
        XCTAssertEqual((Angle.degrees(10) + .degrees(20)).degrees, 30, accuracy: 1e-9)
    }

    func testAffineTransformsComposeAsCoreGraphicsDoes() {
        let point = CGPoint(x: 1, y: 0)
        // Rotating a quarter turn moves (1, 0) to (0, 1): clockwise on a y-down screen.
        let turned = point.applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.x, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12)
        // translatedBy translates first, then applies the receiver.
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint.zero.applying(scaleThenMove), CGPoint(x: 20, y: 0))
        let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(CGPoint.zero.applying(moveThenScale), CGPoint(x: 20, y: 0))
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -7)
        let back = CGPoint(x: 4, y: 9).applying(transform).applying(transform.inverted())
        XCTAssertEqual(back.x, 4, accuracy: 1e-9)
        XCTAssertEqual(back.y, 9, accuracy: 1e-9)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rect.width, 20, accuracy: 1e-9)
        XCTAssertEqual(rect.height, 10, accuracy: 1e-9)
    }

    func testAScaleOfZeroCannotBeInvertedAndStaysAsItIs() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
    }

    func testAnimatablePairAddsScalesAndMeasures() {
        var pair = AnimatablePair(3.0, 4.0)
        XCTAssertEqual(pair.magnitudeSquared, 25)
        pair.scale(by: 2)
        XCTAssertEqual(pair, AnimatablePair(6.0, 8.0))
        XCTAssertEqual(pair - AnimatablePair(1, 1), AnimatablePair(5, 7))
        XCTAssertEqual(AnimatablePair<Double, Double>.zero, AnimatablePair(0, 0))
        XCTAssertEqual(Angle.degrees(90).animatableData, .pi / 2, accuracy: 1e-12)
    }
}
