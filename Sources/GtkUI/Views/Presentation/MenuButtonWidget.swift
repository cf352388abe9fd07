/// The `GtkMenuButton` behind ``Menu``: its label is shown in the button beside a down arrow,
/// its items in a ``MenuMirror``. Inside another menu it does not pop up by itself: the enclosing
/// menu shows its `GtkMenu` as a submenu.
struct MenuButtonWidget<Content: View>: MenuContainer {
    let title: String?
    /// Drawn without a frame: GTK's `flat` style class.
    let isBorderless: Bool
    let content: Content

    /// The button, with a box for the label and the arrow.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkMenuButton> {
        let button: UnsafeMutablePointer<GtkMenuButton> = gtk_menu_button_new()!.cast()
        let menu = context.coordinator.mirror.menu.pointer
        g_object_set_data(button.gObject, MenuMirror.dataKey, UnsafeMutableRawPointer(menu))
        let box: UnsafeMutablePointer<GtkBox> = context.coordinator.anchorWidget.cast()
        gtk_box_pack_end(box, gtk_image_new_from_icon_name("pan-down-symbolic", GTK_ICON_SIZE_BUTTON), 0, 0, 0)
        gtk_widget_show_all(box.cast())
        gtk_container_add(button.cast(), box.cast())
        return button
    }

    /// Applies the style, the title, and whether the button pops the menu up itself.
    func updateWidget(_ button: UnsafeMutablePointer<GtkMenuButton>, context: Context) {
        let style = gtk_widget_get_style_context(button.cast())
        let flat = isBorderless
        if (gtk_style_context_has_class(style, "flat") != 0) != flat {
            if flat {
                gtk_style_context_add_class(style, "flat")
            } else {
                gtk_style_context_remove_class(style, "flat")
            }
        }
        ControlSupport.setAccessibleName(title, on: button)
        let menu = context.coordinator.mirror.menu.pointer
        let popsUp = !context.environment.isInMenu
        if (gtk_menu_button_get_popup(button) != nil) != popsUp {
            gtk_menu_button_set_popup(button, popsUp ? menu : nil)
        }
    }

    func makeCoordinator() -> MenuCoordinator {
        MenuCoordinator(anchorHolder: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!)
    }

    static func dismantleWidget(_ button: UnsafeMutablePointer<GtkMenuButton>, coordinator: MenuCoordinator) {
        if gtk_menu_button_get_popup(button) != nil { gtk_menu_button_set_popup(button, nil) }
        g_object_set_data(button.gObject, MenuMirror.dataKey, nil)
        coordinator.tearDown()
    }
}
