import GtkUI
import XCTest

/// Rows of a given count, each 300×30.
private struct Rows: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { row in
                    Text("Row \(row)").frame(width: 300, height: 30)
                }
            }
        }
    }
}

/// The size a window opens at with `view` as its content.
@MainActor
private func openedSize(of view: some View) -> (width: Int32, height: Int32) {
    let window = HostingWindow(rootView: view)
    window.present()
    TestLoop.run(until: { gtk_widget_get_mapped(window.widget) != 0 })
    TestLoop.drain()
    let size = (gtk_widget_get_allocated_width(window.widget), gtk_widget_get_allocated_height(window.widget))
    window.close()
    return size
}

/// A window whose content is a ScrollView opens at the content's ideal size, limited by the screen.
final class ScrollViewWindowSizeTests: GtkTestCase {
    func testAWindowOpensAtItsScrollViewsContentSize() {
        onGtkThread {
            let size = openedSize(of: Rows(count: 10))
            XCTAssertGreaterThanOrEqual(size.width, 300)
            XCTAssertGreaterThanOrEqual(size.height, 300, "ten rows of 30 pixels show whole")
        }
    }

    func testALongScrollViewOpensNoTallerThanTheScreen() {
        onGtkThread {
            let display = gdk_display_get_default()!
            var area = GdkRectangle()
            gdk_monitor_get_workarea(gdk_display_get_monitor(display, 0), &area)
            let screen = area.height
            let size = openedSize(of: Rows(count: 200))
            XCTAssertGreaterThan(size.height, 300, "more than a few rows")
            XCTAssertLessThanOrEqual(size.height, screen, "six thousand pixels of rows, limited by the screen")
        }
    }
}
