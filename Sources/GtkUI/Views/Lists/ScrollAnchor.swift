/// Scrolls the scrolled window around a mounted view so that the view shows.
@MainActor
enum ScrollAnchor {
    /// Scrolls to `node`'s first widget, placed by `anchor` (nil: the least scrolling that shows
    /// it). Returns false when the view has no widget in a scrolled window.
    static func scroll(to node: ViewNode, anchor: UnitPoint?) -> Bool {
        var widgets: [MountedChild] = []
        node.appendWidgets(to: &widgets)
        guard let widget = widgets.first?.widget,
            let scrolled = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type())
        else { return false }
        var moved = false
        for vertical in [true, false] {
            let adjustment =
                vertical
                ? gtk_scrolled_window_get_vadjustment(scrolled.cast())
                : gtk_scrolled_window_get_hadjustment(scrolled.cast())
            guard let adjustment else { continue }
            var x: Int32 = 0
            var y: Int32 = 0
            guard gtk_widget_translate_coordinates(widget, scrolled, 0, 0, &x, &y) != 0 else { continue }
            let value = gtk_adjustment_get_value(adjustment)
            let page = gtk_adjustment_get_page_size(adjustment)
            let start = value + Double(vertical ? y : x)
            let length = Double(
                vertical ? gtk_widget_get_allocated_height(widget) : gtk_widget_get_allocated_width(widget))
            var target = value
            if let anchor {
                target = start - (vertical ? anchor.y : anchor.x) * (page - length)
            } else if start < value {
                target = start
            } else if start + length > value + page {
                target = start + length - page
            }
            let upper = gtk_adjustment_get_upper(adjustment)
            gtk_adjustment_set_value(adjustment, min(max(target, 0), max(upper - page, 0)))
            moved = true
        }
        return moved
    }
}
