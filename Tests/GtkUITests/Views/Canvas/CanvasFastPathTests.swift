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

    func testPlainFillsSaveNoCairoStateAndLeaveNothingBehindForOtherDrawings() {
        onGtkThread {
            let mounted = DrawnWindow(
                Canvas { context, size in
                    for index in 0..<100 {
                        let dot = Path(ellipseIn: CGRect(x: Double(index % 10) * 10, y: 0, width: 8, height: 8))
                        context.fill(dot, with: .color(.blue))
                        context.stroke(dot, with: .color(.red), lineWidth: 1)
                    }
                    // A fill that erases, then a drawing that is composited on its own at half
                    // opacity: it must not inherit the erasing operator the fill left in cairo.
                    var erase = context
                    erase.blendMode = .clear
                    erase.fill(Path(CGRect(x: 0, y: 20, width: 10, height: 10)), with: .color(.black))
                    guard let square = context.resolveSymbol(id: "square") else { return }
                    var faint = context
                    faint.opacity = 0.5
                    faint.draw(square, in: CGRect(x: 100, y: 40, width: 40, height: 40))
                    context.fill(
                        Path(CGRect(x: 150, y: 40, width: 40, height: 40)), with: .color(.red),
                        style: FillStyle(antialiased: false))
                    // Drawn with the canvas's defaults again: an edge halfway across a pixel is
                    // antialiased, though the fill before turned antialiasing off.
                    context.draw(square, in: CGRect(x: 0.5, y: 40.5, width: 40, height: 40))
                } symbols: {
                    Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 40).tag("square")
                })
            defer { mounted.close() }
            _ = mounted.render()
            let saves = CanvasWork.statesSaved
            let pixels = mounted.render()
            XCTAssertEqual(CanvasWork.statesSaved - saves, 2, "only the two symbols save cairo's state")
            XCTAssertTrue(
                isClose(pixels[120, 60], [0, 128, 0, 128], tolerance: 2),
                "\(pixels[120, 60]): the symbol, at half opacity")
            XCTAssertTrue(
                isClose(pixels[0, 60], [0, 128, 0, 128], tolerance: 2),
                "\(pixels[0, 60]): an antialiased edge after a fill without antialiasing")
            XCTAssertEqual(pixels[4, 4][3], 255, "the dots are drawn")
        }
    }

    func testASymbolIsDrawnOnceAndKeptUntilItChanges() {
        onGtkThread {
            let model = SymbolModel()
            let mounted = DrawnWindow(
                Canvas { context, size in
                    guard let dot = context.resolveSymbol(id: "dot") else { return }
                    for index in 0..<50 {
                        context.draw(dot, at: CGPoint(x: 10 + Double(index % 10) * 20, y: 10 + Double(index / 10) * 20))
                    }
                } symbols: {
                    SymbolSquare(model: model).tag("dot")
                })
            defer { mounted.close() }
            TestLoop.run(for: 0.2)
            let drawn = CanvasWork.symbolsDrawn
            var pixels = mounted.render()
            _ = mounted.render()
            XCTAssertEqual(CanvasWork.symbolsDrawn - drawn, 0, "50 draws over two frames reuse the kept image")
            XCTAssertEqual(pixels[10, 10], [255, 0, 0, 255])
            XCTAssertEqual(pixels[190, 90], [255, 0, 0, 255], "the last of the 50")
            model.blue = true
            mounted.settle()
            TestLoop.run(for: 0.2)
            let changed = CanvasWork.symbolsDrawn
            pixels = mounted.render()
            XCTAssertEqual(pixels[10, 10], [0, 0, 255, 255], "the symbol changed on its own: drawn again")
            XCTAssertEqual(pixels[190, 90], [0, 0, 255, 255])
            XCTAssertLessThanOrEqual(CanvasWork.symbolsDrawn - changed, 1, "once for all 50")
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

@Observable
final class SymbolModel {
    var blue = false
}

/// A square whose colour only it reads: a change redraws the symbol and not the canvas's inputs.
private struct SymbolSquare: View {
    let model: SymbolModel

    var body: some View {
        Color(red: model.blue ? 0 : 1, green: 0, blue: model.blue ? 1 : 0).frame(width: 12, height: 12)
    }
}
