/// Reads what a mounted view says: the text of the first `GtkLabel` in its widget tree. Pickers
/// and menus show their options' text this way, whatever view made the label (`Text`, `Label`,
/// a button's title, a user's representable).
@MainActor
enum WidgetTitle {
    /// The first label in `widget`'s tree, depth first, `widget` included.
    static func label(in widget: WidgetPointer) -> UnsafeMutablePointer<GtkLabel>? {
        if widget.isInstance(of: gtk_label_get_type()) { return widget.cast() }
        guard widget.isInstance(of: gtk_container_get_type()) else { return nil }
        for child in ContainerChildren.children(of: widget) {
            if let label = label(in: child) { return label }
        }
        return nil
    }

    /// The text of the first label in `widget`'s tree, or "" when it has none.
    static func text(of widget: WidgetPointer) -> String {
        guard let label = label(in: widget), let text = gtk_label_get_text(label) else { return "" }
        return String(cString: text)
    }

    /// The icon name of the first image in `widget`'s tree, for items that show one.
    static func iconName(in widget: WidgetPointer) -> String? {
        if widget.isInstance(of: gtk_image_get_type()) {
            var name: UnsafePointer<gchar>?
            gtk_image_get_icon_name(widget.cast(), &name, nil)
            return name.map { String(cString: $0) }
        }
        guard widget.isInstance(of: gtk_container_get_type()) else { return nil }
        for child in ContainerChildren.children(of: widget) {
            if let name = iconName(in: child) { return name }
        }
        return nil
    }
}
