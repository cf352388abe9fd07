import GtkUI
import XCTest

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
    func testFiveThousandNestedStacksStopAtTheDepthLimitWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<Nested>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Nested(levels: 5_000))
                host?.rootView = Nested(levels: 5_001)
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("nested more than") ?? false, "\(messages)")
            // The part within the limit is there; the bottom is not.
            XCTAssertGreaterThan(WidgetTree.all(gtk_box_get_type(), in: host!.widget).count, 100)
            XCTAssertEqual(WidgetTree.labels(in: host!.widget), [])
            // GTK lays out and paints what was mounted.
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_container_add(window.cast(), host!.widget)
            gtk_widget_show_all(window)
            TestLoop.run(for: 0.2)
            XCTAssertGreaterThan(gtk_widget_get_allocated_width(host!.widget), 0)
            gtk_widget_destroy(window)
        }
    }

    func testNestingWithinTheLimitIsComplete() {
        onGtkThread {
            let host = HostingWidget(rootView: Nested(levels: 200))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["bottom"])
        }
    }
}
