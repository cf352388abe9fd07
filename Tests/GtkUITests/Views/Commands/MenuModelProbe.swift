import GtkUI
import XCTest

/// Reads a `GMenuModel` as a person reads the menu: sections of labels, submenus by label.
@MainActor
enum MenuModelProbe {
    /// The labels of each section, top to bottom; items outside a section make one of their own.
    static func sections(_ model: UnsafeMutablePointer<GMenuModel>) -> [[String]] {
        var sections: [[String]] = []
        var loose: [String] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                sections.append(labels(section))
            } else {
                loose.append(label(model, index) ?? "")
            }
        }
        return loose.isEmpty ? sections : sections + [loose]
    }

    /// The labels of the items of `model` itself.
    static func labels(_ model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        (0..<g_menu_model_get_n_items(model)).map { label(model, $0) ?? "" }
    }

    /// The submenu labelled `name`, in any section.
    static func submenu(_ name: String, in model: UnsafeMutablePointer<GMenuModel>) -> UnsafeMutablePointer<GMenuModel>?
    {
        for index in 0..<g_menu_model_get_n_items(model) {
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                if let found = submenu(name, in: section) { return found }
            } else if label(model, index) == name, let sub = g_menu_model_get_item_link(model, index, "submenu") {
                // The parent model keeps the submenu alive.
                g_object_unref(UnsafeMutableRawPointer(sub))
                return sub
            }
        }
        return nil
    }

    /// The action of the item labelled `name`, in any section.
    static func action(of name: String, in model: UnsafeMutablePointer<GMenuModel>) -> String? {
        for index in 0..<g_menu_model_get_n_items(model) {
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                if let found = action(of: name, in: section) { return found }
            } else if label(model, index) == name {
                return string(model, index, "action")
            }
        }
        return nil
    }

    private static func label(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32) -> String? {
        string(model, index, "label")
    }

    private static func string(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ attribute: String)
        -> String?
    {
        guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }
}

/// Presses keys in a window through `gtk_main_do_event`, as the X server's events arrive.
@MainActor
enum KeyPress {
    private static var time: guint32 = 5000

    static func press(
        _ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0), in window: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let gdkWindow = gtk_widget_get_window(window) else { return XCTFail("the window is not realized") }
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            guard let event = gdk_event_new(type) else { continue }
            time += 10
            event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
            event.pointee.key.time = time
            event.pointee.key.keyval = guint(keyval)
            event.pointee.key.state = modifiers.rawValue
            event.pointee.key.hardware_keycode = keycode(for: guint(keyval))
            let seat = gdk_display_get_default().flatMap { gdk_display_get_default_seat($0) }
            gdk_event_set_device(event, seat.flatMap { gdk_seat_get_keyboard($0) })
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }

    private static func keycode(for keyval: guint) -> guint16 {
        guard let keymap = gdk_keymap_get_for_display(gdk_display_get_default()) else { return 0 }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        guard gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &count) != 0, let keys else { return 0 }
        defer { g_free(keys) }
        return count > 0 ? guint16(truncatingIfNeeded: keys[0].keycode) : 0
    }
}
