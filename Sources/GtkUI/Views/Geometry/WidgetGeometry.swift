import CGtkShim
import Foundation

/// Where widgets are, read from GTK's allocations: the frames behind ``GeometryProxy`` and anchors.
@MainActor
enum WidgetGeometry {
    /// The widget whose top leading corner is the origin of `.global`: the window's content (its
    /// bin child, so a header bar above it is not counted), or the toplevel itself. Nil while
    /// `widget` is in no window.
    static func globalRoot(of widget: WidgetPointer) -> WidgetPointer? {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0 else {
            return nil
        }
        if toplevel.isInstance(of: gtk_bin_get_type()), let content = gtk_bin_get_child(toplevel.cast()),
            content == widget || gtk_widget_is_ancestor(widget, content) != 0
        {
            return content
        }
        return toplevel
    }

    /// `widget`'s frame in the window's content area, or nil until it is realized in a window.
    /// GTK translates through the widgets' windows, so scrolling moves the frame.
    static func globalFrame(of widget: WidgetPointer) -> CGRect? {
        guard gtk_widget_get_realized(widget) != 0, let root = globalRoot(of: widget) else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, root, 0, 0, &x, &y) != 0 else { return nil }
        return CGRect(
            x: Double(x), y: Double(y), width: Double(gtk_widget_get_allocated_width(widget)),
            height: Double(gtk_widget_get_allocated_height(widget)))
    }

    /// The ancestors whose changes can move `widget` without reallocating it: its toplevel, which
    /// is allocated after everything inside it, and the scrolled windows around it, which move
    /// their content when they scroll.
    static func movers(of widget: WidgetPointer) -> [WidgetPointer] {
        var movers: [WidgetPointer] = []
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if current.isInstance(of: gtk_scrolled_window_get_type()) || gtk_widget_get_parent(current) == nil {
                movers.append(current)
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return movers
    }
}
