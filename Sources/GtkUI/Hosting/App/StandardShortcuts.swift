/// The keys every GNOME app answers without code: Ctrl+W closes the window, Ctrl+Q quits and
/// F10 opens the primary menu. (Ctrl+, and Ctrl+? are the app's commands, in ``AppCommands``.)
///
/// A user's shortcut on one of these keys wins: a button's `.keyboardShortcut` in the window, or
/// a command's (`claimedByApp`). The standard key then lets the key through to it; whoever
/// declares the key gets one warning.
@MainActor
enum StandardShortcuts {
    /// Gives `window` the standard keys, in an accelerator group of their own; F10 only when the
    /// window has a primary menu (a menu bar answers F10 itself).
    static func install(
        on window: WidgetPointer, close: @escaping @MainActor () -> Void, quit: @escaping @MainActor () -> Void,
        openMenu: (@MainActor () -> Void)? = nil,
        claimedByApp: @escaping @MainActor (guint, GdkModifierType) -> Bool = { _, _ in false }
    ) {
        let group = gtk_accel_group_new()!
        gtk_window_add_accel_group(window.cast(), group)
        func connect(
            _ key: Int32, _ action: @escaping @MainActor () -> Void, modifiers: GdkModifierType = GDK_CONTROL_MASK
        ) {
            let keyval = guint(key)
            // The window owns the group, which owns the closure: the window outlives it.
            let yields: @MainActor () -> Bool = {
                ShortcutRegistry.holder(of: keyval, modifiers, in: window) != nil || claimedByApp(keyval, modifiers)
            }
            Self.connect(group, key: keyval, modifiers: modifiers, yields: yields, action: action)
        }
        connect(GDK_KEY_w, close)
        connect(GDK_KEY_q, quit)
        if let openMenu { connect(GDK_KEY_F10, openMenu, modifiers: GdkModifierType(0)) }
        // The window keeps the group.
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// Whether `keyval` with `mask` is a standard key of an app's windows, for a button's shortcut
    /// that takes one over. (A window's content mounts before the window gets its keys.)
    static func isStandard(_ keyval: guint, _ mask: GdkModifierType) -> Bool {
        let control = GDK_CONTROL_MASK.rawValue
        switch (Int32(keyval), mask.rawValue) {
        case (GDK_KEY_w, control), (GDK_KEY_q, control), (GDK_KEY_F10, 0): return true
        default: return false
        }
    }

    private static func connect(
        _ group: UnsafeMutablePointer<GtkAccelGroup>, key: guint, modifiers: GdkModifierType,
        yields: @escaping @MainActor () -> Bool, action: @escaping @MainActor () -> Void
    ) {
        // The group sinks the closure and frees its box with it.
        let closure = SignalHandlerBox(invoke: { _, returnSlot in
            // Not handled: GTK goes on to the window's other groups and the application's keys.
            let handled = !yields()
            if handled { action() }
            if let returnSlot, returnSlot.pointee.g_type != 0 { handled.store(in: returnSlot) }
        }).makeClosure()
        gtk_accel_group_connect(group, key, modifiers, GtkAccelFlags(0), closure)
    }
}
