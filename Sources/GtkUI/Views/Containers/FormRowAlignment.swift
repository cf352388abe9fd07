/// Where a form puts a view in its row: at the leading edge unless the view is flexible, as
/// SwiftUI's forms do. A GTK box or list row would otherwise centre a text or a link.
@MainActor
enum FormRowAlignment {
    /// Moves `child` to the leading edge when it neither expands nor chose an alignment itself.
    static func lead(_ child: WidgetPointer) {
        guard gtk_widget_get_halign(child) == GTK_ALIGN_FILL,
            gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) == 0
        else { return }
        gtk_widget_set_halign(child, GTK_ALIGN_START)
    }
}
