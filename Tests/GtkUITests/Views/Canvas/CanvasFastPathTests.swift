import Foundation
import XCTest

@testable import GtkUI

/// What a canvas does per fill, counted: thousands of fills per frame (issue 21's particles)
/// must not each make a cairo pattern, ask the theme for a colour, or build a path through
/// rounded-rectangle corners.
final class CanvasFastPathTests: GtkTestCase {
    func testPlainColourFillsMakeNoPatternAndAskTheThemeOncePerColour() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    for index in 0..<200 {
                        let x = Double(index % 20) * 10
                        let y = Double(index / 20) * 10
                        let dot = Path(ellipseIn: CGRect(x: x, y: y, width: 8, height: 8))
                        // Fixed colours, and one from the theme.
                        context.fill(dot, with: .color(index % 2 == 0 ? .red : .accentColor))
                        context.stroke(dot, with: .color(Color(red: 0.1, green: 0.2, blue: 0.3)), lineWidth: 1)
                    }
                })
            defer { mounted.close() }
            let patterns = CanvasWork.patternsMade
            let lookups = CanvasWork.themeColorsResolved
            let pixels = mounted.render()
            XCTAssertEqual(CanvasWork.patternsMade - patterns, 0, "plain colours need no cairo pattern")
            XCTAssertEqual(CanvasWork.themeColorsResolved - lookups, 1, "the accent colour, looked up once per draw")
            XCTAssertEqual(pixels[4, 4][3], 255, "the first dot is drawn")
        }
    }

    func testGradientFillsStillMakeTheirPatterns() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    for index in 0..<3 {
                        context.fill(
                            Path(CGRect(x: Double(index) * 30, y: 0, width: 20, height: 20)),
                            with: .linearGradient(
                                Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
                    }
                })
            defer { mounted.close() }
            let patterns = CanvasWork.patternsMade
            _ = mounted.render()
            XCTAssertEqual(CanvasWork.patternsMade - patterns, 3)
        }
    }
}
