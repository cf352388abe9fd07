/// Scrollable content in a `GtkScrolledWindow`, which fills the space it is given.
public struct ScrollView<Content: View>: GtkContainerRepresentable {
    /// The directions the content scrolls in.
    public let axes: Set<Axis>
    /// The scrolled views.
    public let content: Content

    /// Content scrolling along `axes` (vertically by default).
    public init(_ axes: Set<Axis> = [.vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Creates the scrolled window with a box inside for the content.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkScrolledWindow> {
        let scrolled: UnsafeMutablePointer<GtkScrolledWindow> = gtk_scrolled_window_new(nil, nil)!.cast()
        gtk_widget_set_hexpand(scrolled.cast(), 1)
        gtk_widget_set_vexpand(scrolled.cast(), 1)
        // GTK wraps the box in a viewport; children go into the box, so they can be removed again.
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_add(scrolled.cast(), box)
        gtk_widget_show_all(scrolled.cast())
        context.coordinator.box = box
        return scrolled
    }

    /// Applies the scrolling directions.
    public func updateWidget(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context) {
        gtk_scrolled_window_set_policy(
            scrolled, axes.contains(.horizontal) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            axes.contains(.vertical) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }

    /// Adds to the inner box.
    public func addChild(_ child: WidgetPointer, to scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context)
    {
        guard let box = context.coordinator.box else { return }
        gtk_container_add(box.cast(), child)
    }

    /// Removes from the inner box.
    public func removeChild(
        _ child: WidgetPointer, from scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context
    ) {
        guard let box = context.coordinator.box else { return }
        gtk_container_remove(box.cast(), child)
    }

    /// Reorders within the inner box.
    public func moveChild(
        _ child: WidgetPointer, to index: Int, in scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context
    ) {
        guard let box = context.coordinator.box else { return }
        gtk_box_reorder_child(box.cast(), child, Int32(index))
    }

    /// Keeps the inner box.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Holds the inner box; borrowed, the scrolled window owns it.
    public final class Coordinator {
        var box: UnsafeMutablePointer<GtkWidget>?
    }
}

extension Axis: Hashable {}
