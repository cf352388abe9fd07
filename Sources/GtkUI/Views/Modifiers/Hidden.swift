extension View {
    /// Hides this view but keeps its place: it is laid out as before, not drawn, takes no input
    /// and no keyboard focus, and screen readers skip it. Use `if` in the body to take the place
    /// away too.
    ///
    /// On GTK the view's widget stays visible to layout but is not mapped
    /// (`gtk_widget_set_child_visible`), as a GtkStack does with its hidden pages.
    public func hidden() -> some View {
        HiddenBox(content: self)
    }
}

/// The box behind ``View/hidden()``: its content is sized and allocated but never mapped.
struct HiddenBox<Content: View>: GtkContainerRepresentable {
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> { WrapperBox.make() }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    /// Adds the content unmapped; the box is as flexible as it.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_container_add(box.cast(), child)
        // After adding: taking a parent makes a widget child-visible again.
        gtk_widget_set_child_visible(child, 0)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }
}
