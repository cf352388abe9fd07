/// A layout modifier's one-child box whose flexibility follows its content: adding or removing
/// the content tells the stacks above that the box may have become flexible or stopped being so.
protocol ContentFlexibleBox: GtkContainerRepresentable where WidgetType == UnsafeMutablePointer<GtkWidget> {}

extension ContentFlexibleBox {
    /// Adds the content; the box's flexibility may now differ.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        gtk_container_add(box.cast(), child)
        ChildAlignment.flexibilityChanged(box)
    }

    /// Removes the content; the box's flexibility may now differ.
    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box)
    }
}
