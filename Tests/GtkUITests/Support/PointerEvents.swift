import GtkUI

/// Sends real pointer events to a widget through `gtk_main_do_event`, as GDK would deliver them
/// from the X server: GTK's gesture recognisers and event handlers see them as a user's.
@MainActor
enum PointerEvents {
    /// The GDK window that takes `widget`'s input: its own, or its input-only window (a
    /// `GtkEventBox` without a visible window has one among its parent window's children).
    static func inputWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let window = gtk_widget_get_window(widget) else { return nil }
        var list = gdk_window_peek_children(window)
        while let node = list {
            if let child = node.pointee.data {
                let childWindow = OpaquePointer(child)
                var owner: gpointer?
                gdk_window_get_user_data(childWindow, &owner)
                if owner == UnsafeMutableRawPointer(widget) { return childWindow }
            }
            list = node.pointee.next
        }
        return window
    }

    private static var time: guint32 = 1000

    private static var pointer: OpaquePointer? {
        gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    }

    /// Presses (`isPress`) or releases `number` (the primary button by default) at (4, 4) in
    /// `widget`'s input window, with the modifier keys of `modifiers` held.
    static func button(
        _ widget: UnsafeMutablePointer<GtkWidget>, press isPress: Bool, number: guint = 1,
        modifiers: GdkModifierType = GdkModifierType(0)
    ) {
        send(isPress ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE, to: widget) { event, window, time in
            event.pointee.button.window = window
            event.pointee.button.time = time
            event.pointee.button.x = 4
            event.pointee.button.y = 4
            event.pointee.button.button = number
            event.pointee.button.state = modifiers.rawValue | (isPress ? 0 : GDK_BUTTON1_MASK.rawValue)
        }
    }

    /// A press and a release, with the modifier keys of `modifiers` held.
    static func click(_ widget: UnsafeMutablePointer<GtkWidget>, modifiers: GdkModifierType = GdkModifierType(0)) {
        button(widget, press: true, modifiers: modifiers)
        button(widget, press: false, modifiers: modifiers)
    }

    /// The pointer crossing into (`enter`) or out of `widget`'s input window, with `detail`.
    static func cross(
        _ widget: UnsafeMutablePointer<GtkWidget>, enter: Bool, detail: GdkNotifyType = GDK_NOTIFY_ANCESTOR
    ) {
        send(enter ? GDK_ENTER_NOTIFY : GDK_LEAVE_NOTIFY, to: widget) { event, window, time in
            event.pointee.crossing.window = window
            event.pointee.crossing.time = time
            event.pointee.crossing.x = 4
            event.pointee.crossing.y = 4
            event.pointee.crossing.mode = GDK_CROSSING_NORMAL
            event.pointee.crossing.detail = detail
        }
    }

    /// Presses the primary button at (`x`, `y`) in `widget`'s input window, with its screen position.
    static func press(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        pointerButton(GDK_BUTTON_PRESS, widget, x: x, y: y)
    }

    /// Moves the pointer, with the primary button held, to (`x`, `y`) in `widget`'s input window.
    static func drag(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        send(GDK_MOTION_NOTIFY, to: widget) { event, window, time in
            event.pointee.motion.window = window
            event.pointee.motion.time = time
            event.pointee.motion.x = x
            event.pointee.motion.y = y
            event.pointee.motion.state = GDK_BUTTON1_MASK.rawValue
            (event.pointee.motion.x_root, event.pointee.motion.y_root) = root(window, x, y)
        }
    }

    /// Moves the pointer, no button held, to (`x`, `y`) in `widget`'s input window.
    static func hover(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        send(GDK_MOTION_NOTIFY, to: widget) { event, window, time in
            event.pointee.motion.window = window
            event.pointee.motion.time = time
            event.pointee.motion.x = x
            event.pointee.motion.y = y
            (event.pointee.motion.x_root, event.pointee.motion.y_root) = root(window, x, y)
        }
    }

    /// One step of a two-finger touchpad pinch at (20, 20) in `widget`'s input window: its
    /// `phase`, the scale since it began and the angle turned since the last step, in degrees.
    static func pinch(
        _ widget: UnsafeMutablePointer<GtkWidget>, phase: GdkTouchpadGesturePhase, scale: Double,
        angleDelta: Double = 0
    ) {
        send(GDK_TOUCHPAD_PINCH, to: widget) { event, window, time in
            event.pointee.touchpad_pinch.window = window
            event.pointee.touchpad_pinch.time = time
            event.pointee.touchpad_pinch.phase = Int8(truncatingIfNeeded: Int32(phase.rawValue))
            event.pointee.touchpad_pinch.n_fingers = 2
            event.pointee.touchpad_pinch.x = 20
            event.pointee.touchpad_pinch.y = 20
            event.pointee.touchpad_pinch.scale = scale
            event.pointee.touchpad_pinch.angle_delta = angleDelta * .pi / 180
            (event.pointee.touchpad_pinch.x_root, event.pointee.touchpad_pinch.y_root) = root(window, 20, 20)
        }
    }

    /// Releases the primary button at (`x`, `y`) in `widget`'s input window.
    static func release(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        pointerButton(GDK_BUTTON_RELEASE, widget, x: x, y: y)
    }

    /// A drag with the primary button from (`fromX`, `fromY`) through each point of `path`,
    /// released at the last one.
    static func drag(
        _ widget: UnsafeMutablePointer<GtkWidget>, from start: (Double, Double), through path: [(Double, Double)]
    ) {
        press(widget, x: start.0, y: start.1)
        for point in path { drag(widget, x: point.0, y: point.1) }
        let end = path.last ?? start
        release(widget, x: end.0, y: end.1)
    }

    private static func pointerButton(
        _ type: GdkEventType, _ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double
    ) {
        send(type, to: widget) { event, window, time in
            event.pointee.button.window = window
            event.pointee.button.time = time
            event.pointee.button.x = x
            event.pointee.button.y = y
            event.pointee.button.button = 1
            event.pointee.button.state = type == GDK_BUTTON_RELEASE ? GDK_BUTTON1_MASK.rawValue : 0
            (event.pointee.button.x_root, event.pointee.button.y_root) = root(window, x, y)
        }
    }

    /// The screen position of (`x`, `y`) in `window`.
    private static func root(_ window: OpaquePointer, _ x: Double, _ y: Double) -> (Double, Double) {
        var rootX: gint = 0
        var rootY: gint = 0
        gdk_window_get_root_coords(window, 0, 0, &rootX, &rootY)
        return (Double(rootX) + x, Double(rootY) + y)
    }

    /// Builds an event of `type` for `widget`'s input window (`fill` gets the window, with a
    /// reference the event owns, and a later timestamp), and delivers it.
    private static func send(
        _ type: GdkEventType, to widget: UnsafeMutablePointer<GtkWidget>,
        fill: (UnsafeMutablePointer<GdkEvent>, OpaquePointer, guint32) -> Void
    ) {
        guard let window = inputWindow(of: widget), let event = gdk_event_new(type) else {
            preconditionFailure("PointerEvents: the widget has no input window; is it realized?")
        }
        time += 10
        fill(event, OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window))), time)
        gdk_event_set_device(event, pointer)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
