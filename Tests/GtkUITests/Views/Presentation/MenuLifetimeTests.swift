import GtkUI
import XCTest

/// Pickers in every style, menus with every kind of item, and a context menu, shown or not.
private struct MenuCatalog: View {
    let shown: Bool
    @State private var choice = 1
    @State private var isOn = false

    var body: some View {
        VStack {
            if shown {
                Picker("Menu", selection: $choice) { ForEach(1..<4) { Text("\($0)") } }
                Picker("Segmented", selection: $choice) { ForEach(1..<4) { Text("\($0)") } }.pickerStyle(.segmented)
                Picker("Radio", selection: $choice) { ForEach(1..<4) { Text("\($0)") } }.pickerStyle(.radioGroup)
                Menu("Menu") {
                    Button("Item") {}
                    Toggle("Check", isOn: $isOn)
                    Picker("Choice", selection: $choice) { ForEach(1..<3) { Text("\($0)") } }
                    Menu("Sub") { Button("Nested") {} }
                }
                Text("Target").contextMenu { Button("Rename") {} }
            }
        }
    }
}

final class MenuLifetimeTests: GtkTestCase {
    func testUnmountingPickersAndMenusFreesWidgetsBoxesCoordinatorsAndMenus() {
        onGtkThread {
            let host = HostingWidget(rootView: MenuCatalog(shown: false))
            let boxes = Diagnostics.liveSignalBoxes.value
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let menus = FinalizationCounter()
            let toplevels = toplevelCount()

            for round in 1...3 {
                host.rootView = MenuCatalog(shown: true)
                let buttons = WidgetTree.all(gtk_menu_button_get_type(), in: host.widget)
                let boxesWithMenus = WidgetTree.all(gtk_event_box_get_type(), in: host.widget)
                for widget in buttons + boxesWithMenus {
                    guard let menu = g_object_get_data(widget.gObject, "gtkui-menu") else { continue }
                    menus.watch(menu.assumingMemoryBound(to: GtkWidget.self))
                }
                XCTAssertGreaterThan(Diagnostics.liveSignalBoxes.value, boxes)
                host.rootView = MenuCatalog(shown: false)
                TestLoop.drain()
                XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes, "signal boxes")
                XCTAssertEqual(Diagnostics.liveWidgets.value, widgets, "widgets")
                XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators, "coordinators")
                // The menu and the context menu; the nested menu is not in the host to be found.
                XCTAssertEqual(menus.finalized, 2 * round, "menus")
                XCTAssertEqual(toplevelCount(), toplevels, "each GtkMenu's popup window")
            }
        }
    }
}

/// The number of GTK toplevel windows, a GtkMenu's popup window among them.
@MainActor
private func toplevelCount() -> Int {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    return Int(g_list_length(list))
}
