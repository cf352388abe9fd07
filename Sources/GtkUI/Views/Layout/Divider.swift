/// A thin line that separates content (`GtkSeparator`): horizontal across a `VStack` (and outside
/// any stack), vertical across an `HStack`, filling the stack's width or height.
public struct Divider: View, Equatable {
    /// A divider oriented by its enclosing stack.
    nonisolated public init() {}
}

extension Divider: PrimitiveView {
    var representable: DividerWidget { DividerWidget() }
}

/// The separator behind ``Divider``.
struct DividerWidget: GtkWidgetRepresentable {
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSeparator> {
        gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!.cast()
    }

    /// Lies across the stack's axis and fills that way, so the stack is flexible across it too,
    /// as SwiftUI's divider is.
    func updateWidget(_ separator: UnsafeMutablePointer<GtkSeparator>, context: Context) {
        let vertical = context.environment.stackAxis == .horizontal
        let orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        let widget: WidgetPointer = separator.cast()
        let current = gtk_orientable_get_orientation(OpaquePointer(separator))
        guard current != orientation || gtk_widget_get_hexpand_set(widget) == 0 else { return }
        gtk_orientable_set_orientation(OpaquePointer(separator), orientation)
        gtk_widget_set_hexpand(widget, vertical ? 0 : 1)
        gtk_widget_set_vexpand(widget, vertical ? 1 : 0)
        ChildAlignment.flexibilityChanged(widget)
    }
}
