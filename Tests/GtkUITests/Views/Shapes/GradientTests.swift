import GtkUI
import XCTest

private let red = [0xe0, 0x1b, 0x24, 255]
private let blue = [0x35, 0x84, 0xe4, 255]

final class GradientTests: GtkTestCase {
    func testALinearGradientBlendsFromStartToEnd() {
        onGtkThread {
            let window = DrawnWindow(
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 200,
                height: 100)
            defer { window.close() }
            let pixels = window.render()
            XCTAssertTrue(isClose(pixels[0, 50], red, tolerance: 4), "\(pixels[0, 50])")
            XCTAssertTrue(isClose(pixels[199, 50], blue, tolerance: 4), "\(pixels[199, 50])")
            let middle = pixels[100, 50]
            XCTAssertTrue(isClose(middle, zip(red, blue).map { ($0 + $1) / 2 }, tolerance: 4), "\(middle)")
            XCTAssertEqual(pixels[100, 0], pixels[100, 99], "the same colour across the line")
        }
    }

    func testStopsPlaceTheColoursAndTheLastColourContinues() {
        onGtkThread {
            let window = DrawnWindow(
                LinearGradient(
                    stops: [Gradient.Stop(color: .blue, location: 0.5), Gradient.Stop(color: .red, location: 0)],
                    startPoint: .top, endPoint: .bottom), width: 100, height: 200)
            defer { window.close() }
            let pixels = window.render()
            XCTAssertTrue(isClose(pixels[50, 0], red, tolerance: 4), "stops are sorted: \(pixels[50, 0])")
            XCTAssertTrue(isClose(pixels[50, 150], blue, tolerance: 2), "past the last stop: \(pixels[50, 150])")
            XCTAssertTrue(isClose(pixels[50, 199], blue, tolerance: 2))
        }
    }

    func testARadialGradientGoesOutFromItsCentre() {
        onGtkThread {
            let window = DrawnWindow(
                RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40),
                width: 200, height: 100)
            defer { window.close() }
            let pixels = window.render()
            XCTAssertTrue(isClose(pixels[100, 50], red, tolerance: 8), "\(pixels[100, 50])")
            XCTAssertTrue(isClose(pixels[160, 50], blue, tolerance: 2), "\(pixels[160, 50])")
            XCTAssertTrue(isClose(pixels[0, 0], blue, tolerance: 2))
            XCTAssertEqual(pixels[79, 50], pixels[120, 50], "circles around the centre (pixel centres 20.5 away)")
        }
    }

    func testAGradientAsABackground() {
        onGtkThread {
            let window = DrawnWindow(
                Text("On a gradient").frame(width: 200, height: 100)
                    .background(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)),
                width: 200, height: 100)
            defer { window.close() }
            XCTAssertTrue(isClose(window.render()[2, 2], red), "\(window.render()[2, 2])")
        }
    }

    func testAGradientWithoutStopsWarnsOnceAndDrawsNothing() {
        onGtkThread {
            var window: DrawnWindow?
            let messages = LogCapture.capture(domain: "GtkUI") {
                window = DrawnWindow(
                    LinearGradient(stops: [], startPoint: .top, endPoint: .bottom), width: 100, height: 100)
                _ = window?.render()
                _ = window?.render()
            }
            defer { window?.close() }
            XCTAssertEqual(messages.filter { $0.contains("no stops") }.count, 1, "\(messages)")
            XCTAssertEqual(window?.render()[50, 50], [0, 0, 0, 0])
        }
    }
}
