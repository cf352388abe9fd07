import GtkUI

/// Brings a widget into view by moving the adjustments of the scrolled windows around it, the
/// same adjustments a person moves with the scroll bars.
@MainActor
enum Scrolling {
    static func reveal(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if current.isInstance(of: gtk_scrolled_window_get_type()), let content = gtk_bin_get_child(current.cast()) {
                reveal(widget, in: current.cast(), content: content)
            }
            ancestor = gtk_widget_get_parent(current)
        }
    }

    private static func reveal(
        _ widget: UnsafeMutablePointer<GtkWidget>, in scrolled: UnsafeMutablePointer<GtkScrolledWindow>,
        content: UnsafeMutablePointer<GtkWidget>
    ) {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        // The content of a viewport is where scrolled positions are measured from.
        let scrolledContent =
            content.isInstance(of: gtk_viewport_get_type())
            ? gtk_bin_get_child(content.cast()) ?? content : content
        var x: gint = 0
        var y: gint = 0
        guard gtk_widget_translate_coordinates(widget, scrolledContent, 0, 0, &x, &y) != 0 else { return }
        if let vertical = gtk_scrolled_window_get_vadjustment(scrolled) {
            gtk_adjustment_clamp_page(vertical, Double(y), Double(y + allocation.height))
        }
        if let horizontal = gtk_scrolled_window_get_hadjustment(scrolled) {
            gtk_adjustment_clamp_page(horizontal, Double(x), Double(x + allocation.width))
        }
    }
}
