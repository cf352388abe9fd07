import CGtkShim
import GtkUI

/// Pins what a snapshot depends on, so the same view draws the same pixels on any machine:
/// the Adwaita theme (light, or dark when asked), DejaVu Sans 10 at 96 dpi with grayscale
/// antialiasing and slight hinting, no animations and no blinking caret.
///
/// The settings are GTK's process-wide `GtkSettings`: they are set while any host is open and
/// put back as they were when the last one closes, so other tests in the process see theirs.
@MainActor
enum HostAppearance {
    private enum Setting {
        case string(String?)
        case int(Int32)
        case bool(Bool)
    }

    private static let pinned: [(String, Setting)] = [
        ("gtk-theme-name", .string("Adwaita")),
        ("gtk-icon-theme-name", .string("Adwaita")),
        ("gtk-font-name", .string("DejaVu Sans 10")),
        ("gtk-xft-antialias", .int(1)),
        ("gtk-xft-hinting", .int(1)),
        ("gtk-xft-hintstyle", .string("hintslight")),
        ("gtk-xft-rgba", .string("none")),
        ("gtk-xft-dpi", .int(96 * 1024)),
        ("gtk-enable-animations", .bool(false)),
        ("gtk-cursor-blink", .bool(false)),
    ]

    private static let darkSetting = "gtk-application-prefer-dark-theme"
    private static var saved: [(String, Setting)]?
    private static var openHosts = 0

    /// Pins the settings for one more open host, in `dark` or light style.
    static func pin(dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        if openHosts == 0 {
            saved = (pinned.map(\.0) + [darkSetting]).map { name in
                let current = pinned.first { $0.0 == name }?.1 ?? .bool(false)
                return (name, read(name, like: current, from: settings))
            }
        }
        openHosts += 1
        for (name, value) in pinned { write(name, value, to: settings) }
        write(darkSetting, .bool(dark), to: settings)
    }

    /// Releases one host's pin; the last one puts the settings back.
    static func unpin() {
        guard openHosts > 0 else { return }
        openHosts -= 1
        guard openHosts == 0, let saved, let settings = gtk_settings_get_default() else { return }
        for (name, value) in saved { write(name, value, to: settings) }
        Self.saved = nil
    }

    private static func read(_ name: String, like kind: Setting, from settings: UnsafeMutablePointer<GtkSettings>)
        -> Setting
    {
        var value = GValue()
        defer { g_value_unset(&value) }
        switch kind {
        case .string:
            g_value_init(&value, gtkui_type_string())
            g_object_get_property(settings.gObject, name, &value)
            return .string(g_value_get_string(&value).map { String(cString: $0) })
        case .int:
            g_value_init(&value, gtkui_type_int())
            g_object_get_property(settings.gObject, name, &value)
            return .int(g_value_get_int(&value))
        case .bool:
            g_value_init(&value, gtkui_type_boolean())
            g_object_get_property(settings.gObject, name, &value)
            return .bool(g_value_get_boolean(&value) != 0)
        }
    }

    private static func write(_ name: String, _ setting: Setting, to settings: UnsafeMutablePointer<GtkSettings>) {
        var value = GValue()
        defer { g_value_unset(&value) }
        switch setting {
        case .string(let string):
            g_value_init(&value, gtkui_type_string())
            g_value_set_string(&value, string)
        case .int(let number):
            g_value_init(&value, gtkui_type_int())
            g_value_set_int(&value, number)
        case .bool(let flag):
            g_value_init(&value, gtkui_type_boolean())
            g_value_set_boolean(&value, flag ? 1 : 0)
        }
        g_object_set_property(settings.gObject, name, &value)
    }
}
