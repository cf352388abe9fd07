import GtkUITesting
import TestLogGuard
import XCTest

@testable import GtkUI

private struct Pages<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { index in
                    Color.gray.frame(width: index == 0 ? 120 : 200, height: 100)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(behavior)
        .frame(width: 200, height: 100)
    }
}

private struct FreeBehavior: ScrollTargetBehavior {}

/// `.scrollTargetBehavior`: a scroll view comes to rest on a page or a view once scrolling stops.
final class PortedAppScrollTargetTests: GtkTestCase {
    /// The horizontal adjustment of the only scroll view in `host`'s window.
    @MainActor private static func adjustment(in host: ViewHost) throws -> UnsafeMutablePointer<GtkAdjustment> {
        let window = try XCTUnwrap(host.gtkWindow)
        let scrolled = try XCTUnwrap(WidgetTree.first(gtk_scrolled_window_get_type(), in: window.cast()))
        return try XCTUnwrap(gtk_scrolled_window_get_hadjustment(scrolled.cast()))
    }

    /// Scrolls to `value`, then lets the loop run until the value settles (at most about a second).
    @MainActor private static func scroll(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, to value: Double, host: ViewHost
    ) -> Double {
        gtk_adjustment_set_value(adjustment, value)
        for _ in 0..<200 where gtk_adjustment_get_value(adjustment) == value {
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(5000)
        }
        host.settle()
        return gtk_adjustment_get_value(adjustment)
    }

    func testPagingComesToRestOnTheNearestPage() throws {
        try onGtkThread {
            let host = try ViewHost(Pages(behavior: .paging), size: (200, 100))
            defer { host.close() }
            host.settle()
            let adjustment = try Self.adjustment(in: host)
            XCTAssertEqual(gtk_adjustment_get_page_size(adjustment), 200)
            XCTAssertEqual(Self.scroll(adjustment, to: 290, host: host), 200)
            XCTAssertEqual(Self.scroll(adjustment, to: 310, host: host), 400)
        }
    }

    func testViewAlignedComesToRestAtTheNearestViewsStart() throws {
        try onGtkThread {
            let host = try ViewHost(Pages(behavior: .viewAligned), size: (200, 100))
            defer { host.close() }
            host.settle()
            let adjustment = try Self.adjustment(in: host)
            // The views start at 0, 120, 320, 520 and 720.
            XCTAssertEqual(Self.scroll(adjustment, to: 300, host: host), 320)
            XCTAssertEqual(Self.scroll(adjustment, to: 150, host: host), 120)
        }
    }

    func testABehaviourOfYourOwnWarnsOnceAndScrollsFreely() throws {
        try onGtkThread {
            var host: ViewHost?
            LogCapture.expect("scroll target behaviour of your own", domain: "GtkUI") {
                host = try? ViewHost(Pages(behavior: FreeBehavior()), size: (200, 100))
            }
            let unwrapped = try XCTUnwrap(host)
            defer { unwrapped.close() }
            unwrapped.settle()
            let adjustment = try Self.adjustment(in: unwrapped)
            XCTAssertEqual(Self.scroll(adjustment, to: 290, host: unwrapped), 290)
        }
    }
}
