import Foundation
import GtkUI
import XCTest

@MainActor
private final class Taps {
    var count = 0
}

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// The centre pixel of `view` framed as a 40-pixel square, in a 200×100 window.
@MainActor
private func centre(of view: some View) -> [Int] {
    let mounted = DrawnWindow(view.frame(width: 40, height: 40))
    defer { mounted.close() }
    return mounted.render()[100, 50]
}

final class FilterEffectTests: GtkTestCase {
    func testColorEffects() {
        onGtkThread {
            XCTAssertTrue(isClose(centre(of: pureRed.colorInvert()), [0, 255, 255, 255]), "inverted")
            XCTAssertTrue(isClose(centre(of: pureRed.saturation(0)), [54, 54, 54, 255]), "grey of red's luminance")
            XCTAssertTrue(isClose(centre(of: pureRed.grayscale(1)), [54, 54, 54, 255]))
            XCTAssertTrue(isClose(centre(of: Color(white: 0.5).brightness(0.25)), [191, 191, 191, 255]))
            XCTAssertTrue(isClose(centre(of: Color(white: 0.75).contrast(0)), [128, 128, 128, 255]))
            XCTAssertTrue(
                isClose(
                    centre(of: Color(white: 1).colorMultiply(Color(red: 1, green: 0.5, blue: 0))), [255, 128, 0, 255]))
            XCTAssertTrue(
                isClose(centre(of: Color(white: 1).luminanceToAlpha()), [0, 0, 0, 255]), "white: opaque black")
            XCTAssertTrue(isClose(centre(of: Color(white: 0).luminanceToAlpha()), [0, 0, 0, 0]), "black: clear")
        }
    }

    func testBlurSoftensAnEdgeBothWays() {
        onGtkThread {
            let mounted = DrawnWindow(pureRed.frame(width: 40, height: 40).blur(radius: 8))
            defer { mounted.close() }
            let pixels = mounted.render()
            // The square spans 80…120; blurred, its edge fades across it.
            XCTAssertEqual(pixels[100, 50][3], 255, "the middle stays solid")
            XCTAssertGreaterThan(pixels[76, 50][3], 10, "colour spills beyond the edge")
            XCTAssertLessThan(pixels[81, 50][3], 230, "the inside of the edge fades")
        }
    }

    func testShadowFollowsTheShapesOutline() {
        onGtkThread {
            let mounted = DrawnWindow(
                Circle().fill(Color(white: 1)).frame(width: 40, height: 40)
                    .shadow(color: Color(white: 0), radius: 0, x: 10, y: 10))
            defer { mounted.close() }
            let pixels = mounted.render()
            // The circle spans 80…120 × 30…70; its shadow is the same circle at 90…130 × 40…80.
            XCTAssertEqual(pixels[125, 65], [0, 0, 0, 255], "inside the shadow circle")
            XCTAssertEqual(pixels[128, 42], [0, 0, 0, 0], "a rectangle's shadow would cover this corner")
        }
    }

    func testMaskCutsAHole() {
        onGtkThread {
            let opaque = DrawnWindow(
                pureRed.frame(width: 60, height: 60).mask { Rectangle().frame(width: 60, height: 60) }, width: 200,
                height: 100)
            defer { opaque.close() }
            let ring = DrawnWindow(
                pureRed.frame(width: 60, height: 60).mask { Circle().frame(width: 30, height: 30) }, width: 200,
                height: 100)
            defer { ring.close() }
            let pixels = ring.render()
            XCTAssertEqual(pixels[100, 50], [255, 0, 0, 255], "inside the mask's circle")
            XCTAssertEqual(pixels[75, 25], [0, 0, 0, 0], "outside it, the content is cut away")
            XCTAssertEqual(opaque.render()[75, 25], [255, 0, 0, 255], "an opaque mask keeps the content")
        }
    }

    func testMaskTakesNoPartInLayout() throws {
        try onGtkThread {
            let mounted = DrawnWindow(
                HStack { pureRed.frame(width: 30, height: 30).mask { Color.black.frame(width: 100, height: 100) } })
            defer { mounted.close() }
            let content = try XCTUnwrap(mounted.first(gtk_drawing_area_get_type()))
            XCTAssertEqual(DrawnWindow.size(of: content), [30, 30])
        }
    }

    func testBlendModeMultipliesWithWhatIsBehind() {
        onGtkThread {
            let mounted = DrawnWindow(
                ZStack {
                    Color(red: 1, green: 1, blue: 0)
                    Color(red: 0, green: 1, blue: 1).frame(width: 40, height: 40).blendMode(.multiply)
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertTrue(isClose(pixels[100, 50], [0, 255, 0, 255]), "yellow × cyan is green: \(pixels[100, 50])")
            XCTAssertTrue(isClose(pixels[10, 10], [255, 255, 0, 255]))
        }
    }

    func testClipShapeClipsInput() {
        onGtkThread {
            let taps = Taps()
            let mounted = DrawnWindow(
                Button {
                    taps.count += 1
                } label: {
                    Color.clear.frame(width: 80, height: 80)
                }
                .frame(width: 100, height: 100).clipShape(Circle()),
                width: 200, height: 200)
            defer { mounted.close() }
            // The circle is centred at (100, 100) with radius 50; (60, 60) is inside the button's
            // square but outside the circle.
            ScreenClicks.click(mounted.window, x: 60, y: 60)
            XCTAssertEqual(taps.count, 0, "a click in the clipped-away corner misses")
            ScreenClicks.click(mounted.window, x: 100, y: 100)
            XCTAssertEqual(taps.count, 1)
        }
    }

    func testBadValuesWarnOnceAndDrawDefinedResults() {
        onGtkThread {
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(
                    VStack {
                        pureRed.frame(width: 10, height: 10).offset(x: .nan, y: 1e12)
                        pureBlue.frame(width: 10, height: 10).blur(radius: -3).scaleEffect(.infinity)
                    })
                _ = mounted.render()
                mounted.close()
            }
            XCTAssertEqual(messages.filter { $0.contains("offset x is nan") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("offset y") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("blur radius") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("scaleEffect factor") }.count, 2, "\(messages)")
        }
    }
}
