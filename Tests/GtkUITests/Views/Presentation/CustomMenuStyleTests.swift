import GtkUI
import XCTest

@MainActor
private final class MenuStyleLog {
    var bodies = 0
}

/// A user's menu style: the standard menu, padded, counting its bodies.
private struct Padded: MenuStyle {
    let log: MenuStyleLog
    func makeBody(configuration: Configuration) -> some View {
        log.bodies += 1
        return Menu(configuration).padding(3)
    }
}

/// A style that shows neither the label nor the items.
private struct ItemlessMenu: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("menu")
    }
}

/// ``MenuStyle`` of a user's own, on the same `makeBody` path as the built-in styles.
final class CustomMenuStyleTests: GtkTestCase {
    func testACustomStyleKeepsTheNativeMenuAndItsItems() {
        onGtkThread {
            let log = MenuStyleLog()
            let host = HostingWidget(
                rootView: Menu("Tools") {
                    Button("A") {}
                    Button("B") {}
                }
                .menuStyle(Padded(log: log)))
            XCTAssertEqual(log.bodies, 1)
            let buttons = WidgetTree.all(gtk_menu_button_get_type(), in: host.widget)
            XCTAssertEqual(buttons.count, 1, "Menu(configuration) draws the menu once, not the style again")
            XCTAssertEqual(WidgetTree.labels(in: buttons[0]), ["Tools"])
            XCTAssertEqual(accessibleName(of: buttons[0]), "Tools")
            XCTAssertEqual(itemTitles(of: buttons[0]), ["A", "B"])
            XCTAssertEqual(gtk_style_context_has_class(gtk_widget_get_style_context(buttons[0]), "flat"), 0)
        }
    }

    func testTheNearestMenuStyleWinsAndASubmenuTakesNone() {
        onGtkThread {
            let log = MenuStyleLog()
            let host = HostingWidget(
                rootView: VStack {
                    Menu("Outer") {
                        Button("A") {}
                        Menu("More") { Button("B") {} }.menuStyle(Padded(log: log))
                    }
                    Menu("Flat") { Button("C") {} }.menuStyle(.borderlessButton)
                }
                .menuStyle(.button))
            XCTAssertEqual(log.bodies, 0, "the submenu is an item of the outer menu: no style draws it")
            let buttons = WidgetTree.all(gtk_menu_button_get_type(), in: host.widget)
            XCTAssertEqual(buttons.count, 2)
            let flat = buttons.map { gtk_style_context_has_class(gtk_widget_get_style_context($0), "flat") }
            XCTAssertEqual(flat, [0, 1])
            XCTAssertEqual(itemTitles(of: buttons[0]), ["A", "More"])
        }
    }

    func testAStyleThatDropsTheLabelWarnsOnce() {
        onGtkThread {
            let messages = LogCapture.capture(domain: "GtkUI") {
                _ = HostingWidget(
                    rootView: VStack {
                        Menu("A") { Button("1") {} }
                        Menu("B") { Button("2") {} }
                    }
                    .menuStyle(ItemlessMenu()))
            }
            XCTAssertEqual(messages.filter { $0.contains("ItemlessMenu") }.count, 1, "\(messages)")
        }
    }
}

/// The titles of the items in the menu `button` pops up.
@MainActor
private func itemTitles(of button: UnsafeMutablePointer<GtkWidget>) -> [String] {
    guard let data = g_object_get_data(button.gObject, "gtkui-menu") else { return [] }
    return ContainerChildrenProbe.children(of: data.assumingMemoryBound(to: GtkWidget.self)).map {
        ContainerChildrenProbe.labels(of: $0).joined()
    }
}
