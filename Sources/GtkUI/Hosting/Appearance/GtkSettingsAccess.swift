/// Reads and writes properties of the default `GtkSettings`, which has no typed accessors.
@MainActor
enum GtkSettingsAccess {
    /// The default settings, once GTK is initialised (nil before, or without a display).
    static var settings: UnsafeMutablePointer<GtkSettings>? { gtk_settings_get_default() }

    /// The boolean property `name`; false without settings.
    static func bool(_ name: String) -> Bool {
        guard let settings else { return false }
        var value = GValue()
        g_value_init(&value, gtkui_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(settings.gObject, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Sets the boolean property `name`; does nothing without settings.
    static func setBool(_ name: String, _ newValue: Bool) {
        guard let settings else { return }
        var value = GValue()
        g_value_init(&value, gtkui_type_boolean())
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, newValue ? 1 : 0)
        g_object_set_property(settings.gObject, name, &value)
    }

    /// The string property `name`; nil without settings or value.
    static func string(_ name: String) -> String? {
        guard let settings else { return nil }
        var value = GValue()
        g_value_init(&value, gtkui_type_string())
        defer { g_value_unset(&value) }
        g_object_get_property(settings.gObject, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
