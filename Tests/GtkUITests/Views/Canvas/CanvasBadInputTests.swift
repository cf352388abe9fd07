import Foundation
import GtkUI
import XCTest

private let red = [0xe0, 0x1b, 0x24, 255]

/// Bad input to a canvas: each warns once per canvas and draws what it defines, and the
/// drawing after it is not disturbed (cairo never enters an error state).
final class CanvasBadInputTests: GtkTestCase {
    func testPointsThatAreNotFiniteAreLeftOutWithOneWarning() {
        onGtkThread {
            let bad = Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: Double.nan, y: 40))
                path.addLine(to: CGPoint(x: 40, y: Double.infinity))
            }
            var mounted: DrawnWindow?
            let messages = LogCapture.expect("not finite", domain: "GtkUI") {
                mounted = DrawnWindow(
                    Canvas { context, size in
                        context.fill(bad, with: .color(.blue))
                        context.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 50)), with: .color(.red))
                    })
                _ = mounted?.render()
                _ = mounted?.render()
            }
            guard let mounted else { return }
            defer { mounted.close() }
            XCTAssertEqual(messages.count, 1, "one warning over two draws: \(messages)")
            XCTAssertTrue(isClose(mounted.render()[120, 20], red), "what follows is drawn")
        }
    }

    func testATransformThatCannotBeUndoneDrawsNothingWithOneWarning() {
        onGtkThread {
            let (pixels, messages) = renderCapturing(
                "cannot be undone",
                Canvas { context, size in
                    var flat = context
                    flat.scaleBy(x: 0, y: 1)
                    flat.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.blue))
                    var broken = context
                    broken.translateBy(x: .nan, y: 0)
                    broken.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.blue))
                    context.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 50)), with: .color(.red))
                })
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertEqual(pixels?[10, 10], [0, 0, 0, 0], "the flattened square is not drawn")
            XCTAssertTrue(isClose(pixels?[120, 20] ?? [], red), "what follows is drawn")
        }
    }

    func testCoordinatesBeyondCairosRangeAreMovedInWithOneWarning() {
        onGtkThread {
            let (pixels, messages) = renderCapturing(
                "beyond what cairo can draw",
                Canvas { context, size in
                    context.fill(Path(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), with: .color(.red))
                    var far = context
                    far.scaleBy(x: 1e9, y: 1e9)
                    far.fill(Path(CGRect(x: -1, y: -1, width: 0.5, height: 0.5)), with: .color(.blue))
                })
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(isClose(pixels?[100, 50] ?? [], red), "the huge square covers the canvas")
            XCTAssertTrue(isClose(pixels?[0, 0] ?? [], red), "up to its corner")
        }
    }

    func testAZeroSizeCanvasDoesNotCallItsRenderer() {
        onGtkThread {
            let calls = CallCount()
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Canvas { _, _ in calls.value += 1 }.frame(width: 0, height: 0)
                    Color.red
                })
            defer { mounted.close() }
            _ = mounted.render()
            XCTAssertEqual(calls.value, 0)
        }
    }

    func testANegativeLineWidthStrokesNothingWithOneWarning() {
        onGtkThread {
            let (pixels, messages) = renderCapturing(
                "line width",
                Canvas { context, size in
                    context.stroke(Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(.red), lineWidth: -3)
                })
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertEqual(pixels?[10, 30], [0, 0, 0, 0])
        }
    }
}

/// Mounts `view` and renders it twice while capturing GtkUI's warnings, which must include one
/// containing `fragment`; returns the last rendering and the warnings.
@MainActor
private func renderCapturing(
    _ fragment: String, _ view: some View, line: UInt = #line
) -> (pixels: Pixels?, messages: [String]) {
    var pixels: Pixels?
    let messages = LogCapture.expect(fragment, domain: "GtkUI", line: line) {
        let mounted = DrawnWindow(view)
        _ = mounted.render()
        pixels = mounted.render()
        mounted.close()
    }
    return (pixels, messages)
}

/// Renderer calls seen by a test.
@MainActor
final class CallCount {
    var value = 0
}
