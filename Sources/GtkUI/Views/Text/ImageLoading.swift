/// Finds what an ``Image`` shows, with one clear warning for what cannot be found.
@MainActor
enum ImageLoading {
    /// The theme's icon for an SF Symbol or freedesktop name, or nil (after a warning) when the
    /// theme has neither.
    static func iconName(for name: String) -> String? {
        let theme = gtk_icon_theme_get_default()
        if let mapped = SystemImageNames.freedesktop[name], gtk_icon_theme_has_icon(theme, mapped) != 0 {
            return mapped
        }
        if gtk_icon_theme_has_icon(theme, name) != 0 { return name }
        Diagnostics.warn("GtkUI: Image has no icon named '\(name)' in the icon theme; showing image-missing")
        return nil
    }

    /// The picture in the file at `path`, owned by the caller, or nil after a warning.
    static func pixbuf(at path: String) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        if let pixbuf = gdk_pixbuf_new_from_file(path, &error) { return pixbuf }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
        g_clear_error(&error)
        Diagnostics.warn("GtkUI: Image cannot load '\(path)': \(reason); showing image-missing")
        return nil
    }

    /// `name` (a theme icon) as its symbolic variant (`symbolic` true) or its full-colour one
    /// (false), where the theme has that variant; as it is otherwise.
    static func iconName(_ name: String, symbolic: Bool?) -> String {
        guard let symbolic else { return name }
        let theme = gtk_icon_theme_get_default()
        let suffix = "-symbolic"
        if symbolic, !name.hasSuffix(suffix), gtk_icon_theme_has_icon(theme, name + suffix) != 0 {
            return name + suffix
        }
        if !symbolic, name.hasSuffix(suffix) {
            let colour = String(name.dropLast(suffix.count))
            if gtk_icon_theme_has_icon(theme, colour) != 0 { return colour }
        }
        return name
    }

    /// Names `widget` for screen readers.
    static func setAccessibleName(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        if let current = atk_object_get_name(accessible), String(cString: current) == name { return }
        atk_object_set_name(accessible, name)
    }
}
