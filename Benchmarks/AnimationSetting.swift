import GtkUI

/// GTK's `gtk-enable-animations` setting, switched off while the long lists are measured.
///
/// With animations on, a `GtkScrolledWindow` fades its overlay scroll indicator in and out after
/// each scroll, and the fade's tick callback keeps the frame clock running at the refresh rate:
/// a page then waits for the next tick (up to 16.7 ms) whatever the list's own work, which
/// blurred the first pages of every list alike.
@MainActor
enum AnimationSetting {
    /// Sets `gtk-enable-animations` on the default settings.
    /// - Returns: the value it had, to restore afterwards.
    @discardableResult
    static func set(enabled: Bool) -> Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        var value = GValue()
        g_value_init(&value, gtkui_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(settings.gObject, "gtk-enable-animations", &value)
        let previous = g_value_get_boolean(&value) != 0
        g_value_set_boolean(&value, enabled ? 1 : 0)
        g_object_set_property(settings.gObject, "gtk-enable-animations", &value)
        return previous
    }
}
