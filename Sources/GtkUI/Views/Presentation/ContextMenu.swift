/// A view with a menu that opens on a right click, the Menu key or Shift+F10; made by
/// ``View/contextMenu(menuItems:)``.
public struct ContextMenu<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems
}

extension ContextMenu: PrimitiveContainerView {
    var representable: ContextMenuWidget<MenuParts<Content, MenuItems>> {
        ContextMenuWidget(content: MenuParts(anchor: content, items: menuItems))
    }
}

extension View {
    /// Gives this view a menu of the views `menuItems` builds, opened by a right click over it,
    /// or by the Menu key or Shift+F10 while a widget inside it has the keyboard focus. Items are
    /// made as in a ``Menu``.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ContextMenu<
        Self, MenuItems
    > {
        ContextMenu(content: self, menuItems: menuItems())
    }
}

/// The `GtkEventBox` behind ``ContextMenu``: holds the view, and pops the menu up.
struct ContextMenuWidget<Content: View>: GtkContainerRepresentable {
    let content: Content

    /// The event box made with the coordinator, listening for the right button and the menu keys.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = context.coordinator.anchorWidget.cast()
        let menu = context.coordinator.mirror.menu.pointer
        g_object_set_data(box.gObject, MenuMirror.dataKey, UnsafeMutableRawPointer(menu))
        gtk_widget_add_events(box.cast(), Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        context.connect(box, "button-press-event") { arguments -> Bool in
            guard let event = arguments[1].pointer(to: GdkEventButton.self),
                event.pointee.type == GDK_BUTTON_PRESS, event.pointee.button == 3
            else { return false }
            gtk_menu_popup_at_pointer(
                menu.cast(), UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEvent.self))
            return true
        }
        // The Menu key and Shift+F10 emit popup-menu on the focused widget, then on its
        // ancestors when it does not handle them.
        context.connect(box, "popup-menu") { _ -> Bool in
            gtk_menu_popup_at_widget(menu.cast(), box.cast(), GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST, nil)
            return true
        }
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {}

    /// The items are a menu's items.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.isInMenu = true
    }

    func makeCoordinator() -> MenuCoordinator {
        let box = gtk_event_box_new()!
        // Only its child is drawn; the box catches events.
        gtk_event_box_set_visible_window(box.cast(), 0)
        return MenuCoordinator(anchorHolder: box)
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkEventBox>, coordinator: MenuCoordinator) {
        g_object_set_data(box.gObject, MenuMirror.dataKey, nil)
        coordinator.tearDown()
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkEventBox>,
        context: Context
    ) {
        context.coordinator.add(child, at: placement)
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        context.coordinator.remove(child)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in box: UnsafeMutablePointer<GtkEventBox>,
        context: Context
    ) {
        context.coordinator.move(child, to: placement)
    }
}
