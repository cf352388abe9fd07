import GtkUI

/// Key events delivered to a window through `gtk_main_do_event`, as GDK would from the X server.
@MainActor
enum KeyEvents {
    private static var time: guint32 = 5000

    /// A press (`down`) or release of `keyval` with `state`, to `window`.
    static func send(
        _ keyval: Int32, down: Bool, state: GdkModifierType = GdkModifierType(0),
        to window: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let gdkWindow = gtk_widget_get_window(window),
            let event = gdk_event_new(down ? GDK_KEY_PRESS : GDK_KEY_RELEASE)
        else { preconditionFailure("KeyEvents: the window is not realized") }
        time += 10
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.keyval = guint(keyval)
        event.pointee.key.state = state.rawValue
        event.pointee.key.time = time
        gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    /// A press and a release of `keyval`.
    static func tap(
        _ keyval: Int32, state: GdkModifierType = GdkModifierType(0), to window: UnsafeMutablePointer<GtkWidget>
    ) {
        send(keyval, down: true, state: state, to: window)
        send(keyval, down: false, state: state, to: window)
    }
}
