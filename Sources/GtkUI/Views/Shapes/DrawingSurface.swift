/// The widget Colors and shapes draw in.
@MainActor
enum DrawingSurface {
    /// A `GtkDrawingArea` without a GdkWindow of its own, so it draws in its parent's order (a
    /// background below its content) and never takes clicks meant for widgets around it; flexible
    /// both ways, like SwiftUI's colours and shapes.
    static func make() -> UnsafeMutablePointer<GtkDrawingArea> {
        let area = gtk_drawing_area_new()!
        gtk_widget_set_has_window(area, 0)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        return area.cast()
    }
}
