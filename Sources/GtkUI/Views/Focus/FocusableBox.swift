import CGtkShim

/// The container behind `.focusable`: a `GtkEventBox` without a window of its own that can hold
/// the keyboard focus. Tab and a click give it the focus; it draws GTK's focus ring over its
/// content while focused from the keyboard (unless `.focusEffectDisabled`), and ATK reports it
/// focusable and focused, as for any GTK widget that can focus. A `.focused` binding around it
/// follows and moves the focus.
struct FocusableBox<Content: View>: EventBoxWrapper {
    let content: Content
    let isFocusable: Bool

    /// Creates the box and connects its focus, click and drawing.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEventBox> {
        let box: UnsafeMutablePointer<GtkEventBox> = gtk_event_box_new()!.cast()
        gtk_event_box_set_visible_window(box, 0)
        gtk_widget_add_events(box.cast(), Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        let coordinator = context.coordinator
        // The window's focus widget, whether or not the window is active, as SwiftUI keeps the
        // focus state of a window in the background.
        context.connect(box, "notify::is-focus") { _ in coordinator.focusChanged(gtk_widget_is_focus(box.cast()) != 0) }
        // A click focuses the view, and goes on to its gestures.
        context.connect(
            box, "button-press-event",
            returning: { _ in
                if gtk_widget_get_can_focus(box.cast()) != 0 { gtk_widget_grab_focus(box.cast()) }
                return false
            })
        // The ring goes over the content, after it is drawn.
        context.connect(
            box, "draw", after: true,
            returning: { arguments in
                guard let cr = arguments[1].pointer.map(OpaquePointer.init) else { return false }
                coordinator.drawRing(box.cast(), cr)
                return false
            })
        return box
    }

    /// Applies whether the view can focus, the ring and the `.focused` binding.
    func updateWidget(_ box: UnsafeMutablePointer<GtkEventBox>, context: Context) {
        let coordinator = context.coordinator
        let widget: WidgetPointer = box.cast()
        if (gtk_widget_get_can_focus(widget) != 0) != isFocusable {
            gtk_widget_set_can_focus(widget, isFocusable ? 1 : 0)
        }
        if coordinator.showsRing != context.environment.isFocusEffectEnabled {
            coordinator.showsRing = context.environment.isFocusEffectEnabled
            gtk_widget_queue_draw(widget)
        }
        coordinator.focus = context.environment.focusTarget
        // Asked for by the binding: take the focus, once the box is in a window.
        if isFocusable, coordinator.focus?.isRequested == true, gtk_widget_is_focus(widget) == 0 {
            context.withSignalsBlocked { gtk_widget_grab_focus(widget) }
            coordinator.hasFocus = gtk_widget_is_focus(widget) != 0
        } else if coordinator.focus?.isRequested == false, coordinator.hasFocus,
            let window = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(window) != 0
        {
            // The binding let go of the focus: the window keeps none, as in SwiftUI.
            context.withSignalsBlocked { gtk_window_set_focus(window.cast(), nil) }
            coordinator.hasFocus = false
        }
    }

    /// Holds the `.focused` binding and whether the box has the focus.
    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Follows the box's focus.
    final class Coordinator {
        /// The `.focused` binding around the box, if any.
        var focus: FocusTarget?
        /// Whether the box has the focus, as its focus events last said.
        var hasFocus = false
        /// Whether the focus ring is drawn.
        var showsRing = true

        /// Tells the `.focused` binding, once per change.
        @MainActor
        func focusChanged(_ focused: Bool) {
            guard focused != hasFocus else { return }
            hasFocus = focused
            focus?.write(focused)
        }

        /// Draws GTK's focus ring around the box when it shows focus from the keyboard.
        @MainActor
        func drawRing(_ box: WidgetPointer, _ cr: OpaquePointer) {
            guard showsRing, gtk_widget_has_visible_focus(box) != 0, let style = gtk_widget_get_style_context(box)
            else {
                return
            }
            let width = Double(gtk_widget_get_allocated_width(box))
            let height = Double(gtk_widget_get_allocated_height(box))
            gtk_render_focus(style, cr, 1, 1, max(0, width - 2), max(0, height - 2))
        }
    }
}
