/// The keys every GNOME app answers without code: Ctrl+W closes the window, Ctrl+Q quits and
/// F10 opens the primary menu. (Ctrl+, and Ctrl+? are the app's commands, in ``AppCommands``.)
@MainActor
enum StandardShortcuts {
    /// Gives `window` the standard keys, in an accelerator group of their own; F10 only when the
    /// window has a primary menu (a menu bar answers F10 itself).
    static func install(
        on window: WidgetPointer, close: @escaping @MainActor () -> Void, quit: @escaping @MainActor () -> Void,
        openMenu: (@MainActor () -> Void)? = nil
    ) {
        let group = gtk_accel_group_new()!
        gtk_window_add_accel_group(window.cast(), group)
        connect(group, key: GDK_KEY_w, action: close)
        connect(group, key: GDK_KEY_q, action: quit)
        if let openMenu { connect(group, key: GDK_KEY_F10, modifiers: GdkModifierType(0), action: openMenu) }
        // The window keeps the group.
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    private static func connect(
        _ group: UnsafeMutablePointer<GtkAccelGroup>, key: Int32, modifiers: GdkModifierType = GDK_CONTROL_MASK,
        action: @escaping @MainActor () -> Void
    ) {
        // The group sinks the closure and frees its box with it.
        let closure = SignalHandlerBox(invoke: { _, returnSlot in
            action()
            if let returnSlot, returnSlot.pointee.g_type != 0 { true.store(in: returnSlot) }
        }).makeClosure()
        gtk_accel_group_connect(group, guint(key), modifiers, GtkAccelFlags(0), closure)
    }
}
