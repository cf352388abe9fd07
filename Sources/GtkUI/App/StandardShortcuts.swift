/// The keys every GNOME app answers without code: Ctrl+W closes the window and Ctrl+Q quits.
@MainActor
enum StandardShortcuts {
    /// Gives `window` the standard keys, in an accelerator group of their own.
    static func install(
        on window: WidgetPointer, close: @escaping @MainActor () -> Void, quit: @escaping @MainActor () -> Void
    ) {
        let group = gtk_accel_group_new()!
        gtk_window_add_accel_group(window.cast(), group)
        connect(group, key: GDK_KEY_w, action: close)
        connect(group, key: GDK_KEY_q, action: quit)
        // The window keeps the group.
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    private static func connect(
        _ group: UnsafeMutablePointer<GtkAccelGroup>, key: Int32, action: @escaping @MainActor () -> Void
    ) {
        // The group sinks the closure and frees its box with it.
        let closure = SignalHandlerBox(invoke: { _, returnSlot in
            action()
            if let returnSlot, returnSlot.pointee.g_type != 0 { true.store(in: returnSlot) }
        }).makeClosure()
        gtk_accel_group_connect(group, guint(key), GDK_CONTROL_MASK, GtkAccelFlags(0), closure)
    }
}
