import CGtkShim

/// Flexible space that grows along the enclosing stack's axis, pushing its neighbours apart.
///
/// The stack gives its content its axis in the environment.
public struct Spacer: View, Equatable {
    /// The smallest length in pixels, or nil for none.
    public let minLength: Double?

    /// Space of at least `minLength` pixels.
    nonisolated public init(minLength: Double? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: PrimitiveView {
    var representable: SpacerWidget { SpacerWidget(minLength: minLength) }
}

/// The empty widget behind ``Spacer``.
struct SpacerWidget: GtkWidgetRepresentable {
    let minLength: Double?

    /// An empty, windowless widget.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    }

    /// Expands along the stack's axis (both ways outside a stack).
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let axis = context.environment.stackAxis
        let horizontal: gboolean = axis != .vertical ? 1 : 0
        let vertical: gboolean = axis != .horizontal ? 1 : 0
        if gtk_widget_get_hexpand(widget) != horizontal { gtk_widget_set_hexpand(widget, horizontal) }
        if gtk_widget_get_vexpand(widget) != vertical { gtk_widget_set_vexpand(widget, vertical) }
        let length = ClampedLength.pixels(minLength ?? 0, "Spacer minLength", minimum: 0)
        gtk_widget_set_size_request(widget, axis == .horizontal ? length : -1, axis == .vertical ? length : -1)
    }
}
