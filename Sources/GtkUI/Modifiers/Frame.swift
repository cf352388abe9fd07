/// A fixed or flexible size for its content: a `GtkBox` with a size request, expanding when a
/// maximum is `.infinity`.
public struct Frame<Content: View>: GtkContainerRepresentable {
    /// The framed view.
    public let content: Content
    let width: Double?
    let height: Double?
    let fillsWidth: Bool
    let fillsHeight: Bool

    /// Creates the frame box.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    }

    /// Applies the size request and expansion.
    public func updateWidget(_ box: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_widget_set_size_request(
            box, width.map { Int32($0.rounded()) } ?? -1, height.map { Int32($0.rounded()) } ?? -1)
        let hexpand: gboolean = fillsWidth ? 1 : 0
        let vexpand: gboolean = fillsHeight ? 1 : 0
        if gtk_widget_get_hexpand(box) != hexpand { gtk_widget_set_hexpand(box, hexpand) }
        if gtk_widget_get_vexpand(box) != vexpand { gtk_widget_set_vexpand(box, vexpand) }
        if fillsWidth { gtk_widget_set_halign(box, GTK_ALIGN_FILL) }
        if fillsHeight { gtk_widget_set_valign(box, GTK_ALIGN_FILL) }
    }

    /// The content fills the frame.
    public func addChild(_ child: WidgetPointer, to box: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_box_pack_start(box.cast(), child, 1, 1, 0)
    }
}

extension View {
    /// Requests a fixed width and/or height in pixels.
    public func frame(width: Double? = nil, height: Double? = nil) -> Frame<Self> {
        Frame(content: self, width: width, height: height, fillsWidth: false, fillsHeight: false)
    }

    /// Requests a minimum size, and fills the available space along a dimension whose maximum is
    /// `.infinity`. Finite maximums are not enforced: GTK has no maximum size.
    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil
    ) -> Frame<Self> {
        Frame(
            content: self, width: minWidth, height: minHeight, fillsWidth: maxWidth == .infinity,
            fillsHeight: maxHeight == .infinity)
    }
}
