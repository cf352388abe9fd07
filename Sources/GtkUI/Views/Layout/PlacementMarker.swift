/// An empty widget that a container receives among its children but never shows: it marks a
/// place in the flat list of children, such as where a ``GridRow`` starts or where a
/// ``TabView``'s pages end. One small widget per mark.
struct PlacementMarker: View {}

extension PlacementMarker: PrimitiveView {
    var representable: PlacementMarkerWidget { PlacementMarkerWidget() }
}

/// The widget behind ``PlacementMarker``.
struct PlacementMarkerWidget: GtkWidgetRepresentable {
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    }
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}
