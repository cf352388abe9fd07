import Foundation
import GtkUI
import GtkUITesting
import XCTest

/// Records each size a reader's content is built with.
@MainActor
private final class SizeLog {
    var sizes: [CGSize] = []
}

/// `GeometryReader` builds its content from its allocated size.
final class GeometryReaderTests: GtkTestCase {
    func testContentGetsTheAllocatedSizeAndIsBuiltOncePerSizeChange() {
        onGtkThread {
            let log = SizeLog()
            let mounted = DrawnWindow(
                GeometryReader { proxy in
                    let _ = log.sizes.append(proxy.size)
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                }, width: 300, height: 200)
            defer { mounted.close() }
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["300×200"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["300×200"])
            XCTAssertEqual(log.sizes.first, .zero)
            XCTAssertEqual(log.sizes.last, CGSize(width: 300, height: 200))

            // Laying out again at the same size builds nothing.
            let built = log.sizes.count
            gtk_widget_queue_resize(mounted.host.widget)
            mounted.settle()
            XCTAssertEqual(log.sizes.count, built)

            gtk_window_resize(mounted.window.cast(), 400, 250)
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["400×250"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["400×250"])
            // Each evaluation saw a size different from the one before.
            XCTAssertEqual(
                zip(log.sizes, log.sizes.dropFirst()).filter { $0 == $1 }.count, 0, "\(log.sizes)")
        }
    }

    func testReaderIsFlexibleAndItsInflexibleContentSitsTopLeading() throws {
        try onGtkThread {
            let host = try ViewHost(GeometryReader { _ in Text("Corner") }, size: (300, 200))
            defer { host.close() }
            let corner = host.text("Corner")
            let reader = try XCTUnwrap(corner.parent?.frame)
            XCTAssertEqual([reader.x, reader.y, reader.width, reader.height], [0, 0, 300, 200], "the whole window")
            let text = try XCTUnwrap(corner.frame)
            XCTAssertEqual([text.x, text.y], [0, 0], "at the top leading corner")
        }
    }

    func testViewsSideBySideInTheContentOverlapAtTheTopLeadingCorner() throws {
        try onGtkThread {
            let host = try ViewHost(
                GeometryReader { _ in
                    Text("First")
                    Text("Second")
                }, size: (300, 200))
            defer { host.close() }
            let first = try XCTUnwrap(host.text("First").frame)
            let second = try XCTUnwrap(host.text("Second").frame)
            XCTAssertEqual([first.x, first.y, second.x, second.y], [0, 0, 0, 0], "both at the corner, as in SwiftUI")
        }
    }

    func testContentThatGrowsTheReaderStopsAfterTheCapWithOneWarning() {
        onGtkThread {
            let log = SizeLog()
            var mounted: DrawnWindow?
            let messages = LogCapture.capture(domain: "GtkUI") {
                mounted = DrawnWindow(
                    GeometryReader { proxy in
                        let _ = log.sizes.append(proxy.size)
                        Color.red.frame(width: proxy.size.width + 20, height: 10)
                    }, width: 100, height: 100)
                TestLoop.run(until: { log.sizes.count > 40 }, timeout: 1)
            }
            mounted?.close()
            XCTAssertEqual(messages.filter { $0.contains("GeometryReader") }.count, 1, "\(messages)")
            // The zero size, the first allocation, then at most the cap of forced growths.
            XCTAssertLessThanOrEqual(log.sizes.count, 2 + 8, "\(log.sizes)")
        }
    }
}
