import GtkUI
import XCTest

private struct Layered: View {
    let order: [Int]
    let alignment: Alignment
    var body: some View {
        ZStack(alignment: alignment) {
            ForEach(order, id: \.self) { Text("layer \($0)").frame(width: Double(20 * $0), height: Double(10 * $0)) }
        }
    }
}

/// Mounts `view` in an offscreen window of `width`×`height` and runs the layout.
@MainActor
func layOut<V: View>(_ view: V, width: Int32 = -1, height: Int32 = -1) -> (HostingWidget<V>, WidgetPointer) {
    let host = HostingWidget(rootView: view)
    let window = gtk_offscreen_window_new()!
    gtk_container_add(window.cast(), host.widget)
    if width > 0 || height > 0 { gtk_window_set_default_size(window.cast(), width, height) }
    gtk_widget_show_all(window)
    while g_main_context_iteration(nil, 0) != 0 {}
    return (host, window)
}

@MainActor
private func allocation(_ widget: WidgetPointer) -> GtkAllocation {
    var rect = GtkAllocation()
    gtk_widget_get_allocation(widget, &rect)
    return rect
}

@MainActor
private func layerTexts(_ layers: WidgetPointer) -> [String] {
    WidgetTree.children(of: layers).map { WidgetTree.labels(in: $0).joined() }
}

final class ZStackTests: GtkTestCase {
    func testTheLargestChildSizesTheStack() {
        onGtkThread {
            let (host, window) = layOut(Layered(order: [1, 3, 2], alignment: .center))
            defer { gtk_widget_destroy(window) }
            let stack = WidgetTree.children(of: host.widget).first!
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_get_preferred_width(stack, &minimum, &natural)
            XCTAssertEqual(natural, 60, "the widest layer, not the first")
            gtk_widget_get_preferred_height(stack, &minimum, &natural)
            XCTAssertEqual(natural, 30)
        }
    }

    func testLayersAreOrderedAndPlacedByTheAlignment() {
        onGtkThread {
            let (host, window) = layOut(Layered(order: [1, 3], alignment: .bottomTrailing))
            defer { gtk_widget_destroy(window) }
            let stack = WidgetTree.children(of: host.widget).first!
            XCTAssertEqual(layerTexts(stack), ["layer 1", "layer 3"], "later children are on top")
            let outer = allocation(stack)
            let small = allocation(WidgetTree.children(of: stack)[0])
            XCTAssertEqual(small.width, 20)
            XCTAssertEqual(small.x + small.width, outer.x + outer.width, "at the trailing edge")
            XCTAssertEqual(small.y + small.height, outer.y + outer.height, "at the bottom")
        }
    }

    func testForEachMovesKeepTheLayerWidgets() {
        onGtkThread {
            let host = HostingWidget(rootView: Layered(order: [1, 2, 3], alignment: .center))
            let stack = WidgetTree.children(of: host.widget).first!
            let before = WidgetTree.children(of: stack)
            host.rootView = Layered(order: [3, 1, 2], alignment: .center)
            XCTAssertEqual(layerTexts(stack), ["layer 3", "layer 1", "layer 2"])
            XCTAssertEqual(WidgetTree.children(of: stack), [before[2], before[0], before[1]])
            host.rootView = Layered(order: [3, 4, 2], alignment: .center)
            XCTAssertEqual(layerTexts(stack), ["layer 3", "layer 4", "layer 2"])
        }
    }

    func testAFlexibleLayerFillsAndMakesTheStackFlexible() {
        onGtkThread {
            let (host, window) = layOut(
                ZStack {
                    Color.red
                    Text("on top")
                }, width: 200, height: 100)
            defer { gtk_widget_destroy(window) }
            let stack = WidgetTree.children(of: host.widget).first!
            XCTAssertEqual(gtk_widget_compute_expand(stack, GTK_ORIENTATION_HORIZONTAL), 1)
            let color = allocation(WidgetTree.children(of: stack)[0])
            XCTAssertEqual(color.width, allocation(stack).width)
            XCTAssertLessThan(allocation(WidgetTree.children(of: stack)[1]).width, color.width)
        }
    }
}
