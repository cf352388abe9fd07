import GtkUI
import XCTest

/// Reads and writes the default GtkSettings properties the appearance tests change.
@MainActor
enum GtkSettingsFixture {
    static let preferDark = "gtk-application-prefer-dark-theme"
    static let themeName = "gtk-theme-name"

    static func bool(_ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, gtkui_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(gtk_settings_get_default()?.gObject, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    static func setBool(_ name: String, _ newValue: Bool) {
        var value = GValue()
        g_value_init(&value, gtkui_type_boolean())
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, newValue ? 1 : 0)
        g_object_set_property(gtk_settings_get_default()?.gObject, name, &value)
    }

    static func string(_ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, gtkui_type_string())
        defer { g_value_unset(&value) }
        g_object_get_property(gtk_settings_get_default()?.gObject, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    static func setString(_ name: String, _ newValue: String?) {
        var value = GValue()
        g_value_init(&value, gtkui_type_string())
        defer { g_value_unset(&value) }
        g_value_set_string(&value, newValue)
        g_object_set_property(gtk_settings_get_default()?.gObject, name, &value)
    }

    /// Runs `body`, then puts both settings back as they were.
    static func restoring(_ body: () throws -> Void) rethrows {
        let preferredDark = bool(preferDark)
        let theme = string(themeName)
        defer {
            setBool(preferDark, preferredDark)
            setString(themeName, theme)
            TestLoop.drain()
        }
        try body()
    }
}
