/// The `GtkEventBox` behind ``ContextMenu``: holds the view, and pops the menu up.
struct ContextMenuWidget<Content: View>: MenuContainer {
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
}
