extension View {
    /// With `enabled` false, this view takes no pointer input: clicks, taps, hovering and
    /// scrolling over it reach the view that contains it instead of the views inside it (a
    /// button in it does not click, a field does not take the pointer). Keyboard focus is kept, as
    /// in SwiftUI.
    ///
    /// Where GTK differs: the input goes to the containing views, not to a sibling drawn beneath
    /// it in a ``ZStack``. On GTK the view is wrapped in a `GtkEventBox` whose input window lies
    /// above its children.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingBox(content: self, isEnabled: enabled)
    }
}

/// The event box behind ``View/allowsHitTesting(_:)``: while hit testing is off, its input window
/// is above its content, so pointer events stop at the box and go on to its ancestors.
struct HitTestingBox<Content: View>: EventBoxWrapper {
    let content: Content
    let isEnabled: Bool

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        // Drawn by its content only; the box's window is for input.
        gtk_event_box_set_visible_window(box, 0)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        let above: gboolean = isEnabled ? 0 : 1
        if gtk_event_box_get_above_child(box) != above { gtk_event_box_set_above_child(box, above) }
    }
}
