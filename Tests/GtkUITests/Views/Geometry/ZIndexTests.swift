import GtkUI
import GtkUITesting
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

    /// GDK gives a click to the topmost window under the pointer, so the input windows of the
    /// layer drawn on top must be stacked on top too.
    func testTheLayerDrawnOnTopTakesTheClick() throws {
        try onGtkThread {
            let host = try ViewHost(
                ZStack {
                    Button("Under") {}.zIndex(1)
                    Button("Over") {}
                }, size: (200, 100))
            defer { host.close() }
            host.settle()
            guard let window = host.gtkWindow else { return XCTFail("no window") }
            let buttons = WidgetTree.all(gtk_button_get_type(), in: window.cast())
            guard let under = buttons.first(where: { WidgetTree.labels(in: $0) == ["Under"] }),
                let over = buttons.first(where: { WidgetTree.labels(in: $0) == ["Over"] }),
                let underInput = PointerEvents.inputWindow(of: under),
                let overInput = PointerEvents.inputWindow(of: over),
                let parent = gdk_window_get_parent(underInput)
            else { return XCTFail("no buttons in\n\(WidgetTree.describe(window.cast()))") }
            var stacking: [OpaquePointer] = []
            var list = gdk_window_peek_children(parent)
            while let node = list {
                if let child = node.pointee.data { stacking.append(OpaquePointer(child)) }
                list = node.pointee.next
            }
            // GDK lists a window's children topmost first.
            guard let underPlace = stacking.firstIndex(of: underInput),
                let overPlace = stacking.firstIndex(of: overInput)
            else { return XCTFail("the buttons' input windows are not siblings") }
            XCTAssertLessThan(underPlace, overPlace, "the higher zIndex is stacked above")
        }
    }
}
