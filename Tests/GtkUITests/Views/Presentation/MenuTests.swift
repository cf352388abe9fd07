import GtkUI
import XCTest

/// A `GtkSeparator`, standing in for `Divider` (another family's view) in menus.
private struct Separator: GtkWidgetRepresentable {
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
    }
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}

final class MenuTests: GtkTestCase {
    func testMenuButtonWithTitleArrowAndAccessibleName() {
        onGtkThread {
            let host = HostingWidget(rootView: Menu("Actions") { Button("Copy") {} })
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_menu_button_get_type(), in: host)
            XCTAssertEqual(WidgetTree.labels(in: button), ["Actions"])
            XCTAssertNotNil(WidgetTree.first(gtk_image_get_type(), in: button), "the arrow")
            XCTAssertEqual(accessibleName(of: button), "Actions")
            XCTAssertNotNil(gtk_menu_button_get_popup(button.cast()))
            XCTAssertNil(WidgetTree.first(gtk_button_get_type(), in: button).flatMap { $0 == button ? nil : $0 })
        }
    }

    func testItemsOfEveryKindAndActionsRunOncePerActivation() {
        onGtkThread {
            var copies = 0
            var pastes = 0
            let probe = ControlProbe<Bool>()
            let host = HostingWidget(
                rootView: ProbeHost(false, probe: probe) { wraps in
                    Menu("Edit") {
                        Button("Copy") { copies += 1 }
                        Toggle("Wrap", isOn: wraps)
                        Separator()
                        VStack {
                            Text("Clipboard")
                            Button("Paste") { pastes += 1 }
                        }
                        Menu("More") { Button("Info") {} }
                    }
                })
            let items = menuItems(in: host)
            XCTAssertEqual(
                items.map(describe),
                [
                    "item Copy", "check Wrap off", "separator", "header Clipboard", "item Paste", "separator",
                    "submenu More",
                ])
            gtk_widget_activate(items[0])
            XCTAssertEqual(copies, 1)
            gtk_widget_activate(items[4])
            XCTAssertEqual(pastes, 1)
            XCTAssertEqual(copies, 1)
            let submenu = gtk_menu_item_get_submenu(items[6].cast())!
            XCTAssertEqual(gtk_menu_get_attach_widget(submenu.cast()), items[6], "the nested menu is only a submenu")
            XCTAssertEqual(gtk_widget_get_sensitive(items[6]), 1, "a submenu opens")
            XCTAssertEqual(ContainerChildrenProbe.labels(of: submenu), ["Info"])
        }
    }

    func testToggleIsACheckItemBoundTwoWayWithoutEcho() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = HostingWidget(
                rootView: ProbeHost(false, probe: probe) { isOn in Menu("M") { Toggle("Wrap", isOn: isOn) } })
            let check = menuItems(in: host)[0]
            gtk_widget_activate(check)
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [true])
            XCTAssertEqual(gtk_check_menu_item_get_active(check.cast()), 1)
            probe.state?.wrappedValue = false
            host.flushUpdates()
            XCTAssertEqual(gtk_check_menu_item_get_active(menuItems(in: host)[0].cast()), 0)
            XCTAssertEqual(probe.writes, [true], "a programmatic set writes nothing")
        }
    }

    func testDisabledItemIsInsensitiveAndDisabledMenuToo() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    Menu("M") {
                        Button("On") {}
                        Button("Off") {}.disabled(true)
                        Menu("Sub") { Button("Y") {} }
                        Menu("Gone") { Button("Z") {} }.disabled(true)
                    }
                    Menu("N") { Button("X") {} }.disabled(true)
                })
            let items = menuItems(in: host)
            XCTAssertEqual(items.map { gtk_widget_get_sensitive($0) }, [1, 0, 1, 0])
            let buttons = WidgetTree.all(gtk_menu_button_get_type(), in: host.widget)
            XCTAssertEqual(buttons.count, 2, "nested menus are submenus, not buttons in the host")
            XCTAssertEqual(buttons.map { gtk_widget_is_sensitive($0) }, [1, 0])
        }
    }

    func testItemsFollowContentAndTitleChanges() {
        onGtkThread {
            let probe = ControlProbe<[String]>()
            let host = HostingWidget(
                rootView: ProbeHost(["a"], probe: probe) { names in
                    Menu("M") { ForEach(names.wrappedValue, id: \.self) { Button($0) {} } }
                })
            probe.state?.wrappedValue = ["b", "a", "c"]
            host.flushUpdates()
            XCTAssertEqual(menuItems(in: host).map(describe), ["item b", "item a", "item c"])
        }
    }

    func testPickerInAMenuIsAHeaderAndRadioItems() {
        onGtkThread {
            let probe = ControlProbe<Int>()
            let host = HostingWidget(
                rootView: ProbeHost(1, probe: probe) { order in
                    Menu("View") {
                        Button("Refresh") {}
                        Picker("Sort by", selection: order) {
                            Text("Name").tag(1)
                            Text("Date").tag(2)
                        }
                    }
                })
            let items = menuItems(in: host)
            XCTAssertEqual(
                items.map(describe), ["item Refresh", "separator", "header Sort by", "check Name on", "check Date off"])
            XCTAssertTrue(items[4].isInstance(of: gtk_radio_menu_item_get_type()))
            gtk_widget_activate(items[4])
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [2])
            XCTAssertEqual(menuItems(in: host).map(describe).suffix(2), ["check Name off", "check Date on"])
            probe.state?.wrappedValue = 1
            host.flushUpdates()
            XCTAssertEqual(menuItems(in: host).map(describe).suffix(2), ["check Name on", "check Date off"])
            XCTAssertEqual(probe.writes, [2], "a programmatic set writes nothing")
        }
    }

    func testLabelViewAndBorderlessStyle() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Menu {
                    Button("A") {}
                } label: {
                    Label("Tools", systemImage: "gear")
                }
                .menuStyle(.borderlessButton))
            let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_menu_button_get_type(), in: host)
            XCTAssertEqual(gtk_style_context_has_class(gtk_widget_get_style_context(button), "flat"), 1)
            XCTAssertEqual(WidgetTree.labels(in: button), ["Tools"])
            XCTAssertEqual(WidgetTree.all(gtk_image_get_type(), in: button).count, 2, "icon and arrow")
            XCTAssertEqual(menuItems(in: host).map(describe), ["item A"])
        }
    }

    func testUnsupportedViewIsLeftOutWithOneWarning() {
        onGtkThread {
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let host = HostingWidget(
                    rootView: Menu("M") {
                        Button("A") {}
                        TextField("t", text: .constant(""))
                    })
                XCTAssertEqual(menuItems(in: host).map(describe), ["item A"])
                host.flushUpdates()
            }
            XCTAssertEqual(warnings.filter { $0.contains("is left out") }.count, 1, "\(warnings)")
        }
    }

    func testContextMenuOnRightClickAndMenuKey() {
        onGtkThread {
            var runs = 0
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            let host = HostingWidget(
                rootView: Text("Target").contextMenu { Button("Rename") { runs += 1 } })
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            let box: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_event_box_get_type(), in: host)
            XCTAssertEqual(WidgetTree.labels(in: box), ["Target"])
            let menu = g_object_get_data(box.gObject, "gtkui-menu")!.assumingMemoryBound(to: GtkWidget.self)
            let items = ContainerChildrenProbe.children(of: menu)
            XCTAssertEqual(items.count, 1)

            let left = gdk_event_new(GDK_BUTTON_PRESS)!
            defer { gdk_event_free(left) }
            left.pointee.button.button = 1
            XCTAssertEqual(SignalEmitter.emit(box, "button-press-event", UnsafeMutableRawPointer(left)), false)
            XCTAssertEqual(gtk_widget_get_visible(menu), 0, "a left click opens nothing")

            let right = gdk_event_new(GDK_BUTTON_PRESS)!
            defer { gdk_event_free(right) }
            right.pointee.button.button = 3
            let gdkWindow = gtk_widget_get_window(box)
            g_object_ref(UnsafeMutableRawPointer(gdkWindow))
            right.pointee.button.window = gdkWindow
            gdk_event_set_device(right, gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())))
            XCTAssertEqual(SignalEmitter.emit(box, "button-press-event", UnsafeMutableRawPointer(right)), true)
            XCTAssertEqual(gtk_widget_get_visible(menu), 1)
            gtk_menu_popdown(menu.cast())
            XCTAssertEqual(gtk_widget_get_visible(menu), 0)

            // The Menu key arrives with a key event; emitted alone, GTK logs "no trigger event".
            LogCapture.expect("no trigger event", domain: "Gtk") {
                XCTAssertEqual(SignalEmitter.emit(box, "popup-menu"), true)
            }
            XCTAssertEqual(gtk_widget_get_visible(menu), 1)
            gtk_widget_activate(items[0])
            XCTAssertEqual(runs, 1)
            gtk_menu_popdown(menu.cast())
        }
    }
}

@MainActor
private func menuItems(in host: HostingWidget<some View>) -> [UnsafeMutablePointer<GtkWidget>] {
    let button: UnsafeMutablePointer<GtkWidget> = firstWidget(gtk_menu_button_get_type(), in: host)
    guard let data = g_object_get_data(button.gObject, "gtkui-menu") else { return [] }
    return ContainerChildrenProbe.children(of: data.assumingMemoryBound(to: GtkWidget.self))
}

@MainActor
private func describe(_ item: UnsafeMutablePointer<GtkWidget>) -> String {
    let text = ContainerChildrenProbe.labels(of: item).joined()
    if item.isInstance(of: gtk_separator_menu_item_get_type()) { return "separator" }
    if item.isInstance(of: gtk_check_menu_item_get_type()) {
        return "check \(text) \(gtk_check_menu_item_get_active(item.cast()) != 0 ? "on" : "off")"
    }
    if gtk_menu_item_get_submenu(item.cast()) != nil { return "submenu \(text)" }
    return gtk_widget_get_sensitive(item) == 0 ? "header \(text)" : "item \(text)"
}

/// Reads widgets that are not inside a host (menus live in their own toplevel).
@MainActor
enum ContainerChildrenProbe {
    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetTree.children(of: widget)
    }

    static func labels(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetTree.labels(in: widget)
    }
}
