import GtkUI
import XCTest

private struct Everything: View {
    let items: [Int]
    var body: some View {
        VStack {
            Divider()
            ZStack(alignment: .topLeading) { ForEach(items, id: \.self) { Text("z\($0)") } }
            Grid {
                GridRow { ForEach(items, id: \.self) { Text("g\($0)") } }
                Divider()
            }
            GroupBox("Box") { ForEach(items, id: \.self) { Text("b\($0)") } }
            DisclosureGroup("More", isExpanded: .constant(true)) { ForEach(items, id: \.self) { Text("d\($0)") } }
            TabView(selection: .constant(items.first ?? 0)) {
                ForEach(items, id: \.self) { item in Text("t\(item)").tabItem { Text("\(item)") }.tag(item) }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { ForEach(items, id: \.self) { Text("a\($0)") } }
            LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(items, id: \.self) { Text("h\($0)") } }
        }
    }
}

final class ContainersLifetimeTests: GtkTestCase {
    func testContainersLeaveNothingBehind() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let boxes = Diagnostics.liveSignalBoxes.value
            var label: UnsafeMutablePointer<GtkWidget>?
            do {
                // In a window, so the lazy grids lay out and make their lines.
                let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
                let host = HostingWidget(rootView: Everything(items: [1, 2, 3]))
                gtk_container_add(window.cast(), host.widget)
                gtk_widget_show_all(window)
                TestLoop.run(for: 0.1)
                host.rootView = Everything(items: [3, 4, 1])
                TestLoop.run(for: 0.05)
                host.rootView = Everything(items: [4])
                TestLoop.run(for: 0.05)
                XCTAssertGreaterThan(Diagnostics.liveWidgets.value, widgets)
                let lazyBox = WidgetTree.first(g_type_from_name("GtkUILazyBox"), in: host.widget)!
                label = WidgetTree.first(gtk_label_get_type(), in: lazyBox)
                if let label { g_object_ref(label.gObject) }
                gtk_widget_destroy(window)
            }
            TestLoop.drain()
            guard let label else { return XCTFail("no label") }
            XCTAssertEqual(label.gObject.pointee.ref_count, 1, "a lazy grid's cell is let go")
            g_object_unref(label.gObject)
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
        }
    }
}
