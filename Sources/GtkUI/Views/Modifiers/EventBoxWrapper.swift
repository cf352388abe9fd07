/// A container representable whose widget is a `GtkEventBox` around its one content view, for
/// modifiers that catch events (gestures, drag sources, drop destinations): the box holds the
/// content and is as flexible as it.
@MainActor
protocol EventBoxWrapper: GtkContainerRepresentable where WidgetType == UnsafeMutablePointer<GtkEventBox> {}

extension EventBoxWrapper {
    /// Adds the content; the box is as flexible as its content.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkEventBox>,
        context: Context
    ) {
        gtk_container_add(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    /// Removes the content.
    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }
}
