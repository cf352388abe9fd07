import XCTest

@testable import GtkUI

/// `levels` stacks, each inside the one before, with a label at the bottom.
private struct Nested: View {
    let levels: Int
    var body: some View {
        VStack {
            if levels > 1 {
                AnyView(Nested(levels: levels - 1))
            } else {
                Text("bottom")
            }
        }
    }
}

final class DeepNestingTests: GtkTestCase {
    /// 1,500 stacks are about 6,000 nodes, three times the old limit of 2,000 nodes: the engine's
    /// walks go on in stack segments of their own, so GTK's depth is the limit.
    func testNestingFarBeyondTwoThousandNodesMountsCompletelyAndGtkDrawsIt() {
        onGtkThread {
            var host: HostingWidget<Nested>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Nested(levels: 1_500))
                host?.rootView = Nested(levels: 1_501)
            }
            XCTAssertEqual(messages, [])
            XCTAssertEqual(WidgetTree.labels(in: host!.widget), ["bottom"])
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_container_add(window.cast(), host!.widget)
            gtk_widget_show_all(window)
            TestLoop.run(for: 0.2)
            XCTAssertGreaterThan(gtk_widget_get_allocated_width(host!.widget), 0)
            gtk_widget_destroy(window)
            host = nil
        }
    }

    /// Deeper than GTK can draw, the rest is left out with one warning instead of a crash.
    func testNestingDeeperThanGtkCanDrawStopsAtTheLimitWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<Nested>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Nested(levels: ViewGraph.maxWidgetDepth + 20))
                host?.rootView = Nested(levels: ViewGraph.maxWidgetDepth + 21)
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("more than GTK can draw") ?? false, "\(messages)")
            XCTAssertEqual(WidgetTree.labels(in: host!.widget), [])
            host = nil
        }
    }

    func testNestingWithinTheLimitIsComplete() {
        onGtkThread {
            let host = HostingWidget(rootView: Nested(levels: 200))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["bottom"])
        }
    }
}
