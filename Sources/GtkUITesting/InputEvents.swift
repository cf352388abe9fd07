import CGtkShim
import GtkUI

/// Delivers real GDK events through `gtk_main_do_event`, as GDK would from the X server, so
/// GTK's key bindings, input methods and gestures see them as a person's.
@MainActor
enum InputEvents {
    private static var time: guint32 = 1000

    private static var seat: UnsafeMutablePointer<GdkSeat>? {
        gdk_display_get_default().flatMap { gdk_display_get_default_seat($0) }
    }

    /// Makes `window` the active window, as a window manager does on a click, so it handles keys
    /// as the focused window. Without a window manager (Xvfb) nothing else does.
    static func activate(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_window_is_active(window.cast()) == 0, let gdkWindow = gtk_widget_get_window(window),
            let event = gdk_event_new(GDK_FOCUS_CHANGE)
        else { return }
        event.pointee.focus_change.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = 1
        gdk_event_set_device(event, seat.flatMap { gdk_seat_get_keyboard($0) })
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    /// Presses and releases the key `keyval` with `modifiers` held, in `window`.
    static func key(
        _ keyval: guint, modifiers: GdkModifierType = GdkModifierType(0), in window: UnsafeMutablePointer<GtkWidget>
    ) {
        activate(window)
        send(GDK_KEY_PRESS, keyval, modifiers, to: window)
        send(GDK_KEY_RELEASE, keyval, modifiers, to: window)
    }

    /// Types `text` into `window`'s focused widget, a key press and release per character.
    static func type(_ text: String, in window: UnsafeMutablePointer<GtkWidget>) {
        for scalar in text.unicodeScalars {
            let keyval: guint
            switch scalar {
            case "\n", "\r": keyval = guint(GDK_KEY_Return)
            case "\t": keyval = guint(GDK_KEY_Tab)
            default: keyval = gdk_unicode_to_keyval(scalar.value)
            }
            key(keyval, in: window)
        }
    }

    private static func send(
        _ type: GdkEventType, _ keyval: guint, _ modifiers: GdkModifierType, to window: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let gdkWindow = gtk_widget_get_window(window), let event = gdk_event_new(type) else { return }
        time += 10
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
        event.pointee.key.time = time
        event.pointee.key.keyval = keyval
        event.pointee.key.state = modifiers.rawValue
        event.pointee.key.hardware_keycode = hardwareKeycode(for: keyval)
        gdk_event_set_device(event, seat.flatMap { gdk_seat_get_keyboard($0) })
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    /// The keycode of a key that types `keyval` on the server's keymap, for handlers that look at
    /// keycodes (shortcuts across layouts); 0 when no key does.
    private static func hardwareKeycode(for keyval: guint) -> guint16 {
        guard let keymap = gdk_keymap_get_for_display(gdk_display_get_default()) else { return 0 }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        guard gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &count) != 0, let keys else { return 0 }
        defer { g_free(keys) }
        return count > 0 ? guint16(truncatingIfNeeded: keys[0].keycode) : 0
    }

    /// GTK's key value for `key`.
    static func keyval(for key: KeyEquivalent) -> guint {
        switch key.character {
        case "\r": return guint(GDK_KEY_Return)
        case "\u{1B}": return guint(GDK_KEY_Escape)
        case "\u{8}": return guint(GDK_KEY_BackSpace)
        case "\u{7F}": return guint(GDK_KEY_Delete)
        case "\t": return guint(GDK_KEY_Tab)
        case " ": return guint(GDK_KEY_space)
        case "\u{F700}": return guint(GDK_KEY_Up)
        case "\u{F701}": return guint(GDK_KEY_Down)
        case "\u{F702}": return guint(GDK_KEY_Left)
        case "\u{F703}": return guint(GDK_KEY_Right)
        case "\u{F729}": return guint(GDK_KEY_Home)
        case "\u{F72B}": return guint(GDK_KEY_End)
        case "\u{F72C}": return guint(GDK_KEY_Page_Up)
        case "\u{F72D}": return guint(GDK_KEY_Page_Down)
        case "\u{F739}": return guint(GDK_KEY_Clear)
        default:
            let scalar = key.character.lowercased().unicodeScalars.first?.value ?? 0
            return gdk_unicode_to_keyval(scalar)
        }
    }

    /// GTK's modifier mask for `modifiers`: Command is Ctrl, as in GtkUI's shortcuts.
    static func mask(for modifiers: EventModifiers) -> GdkModifierType {
        var mask: guint = 0
        if modifiers.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if modifiers.contains(.control) || modifiers.contains(.command) { mask |= GDK_CONTROL_MASK.rawValue }
        if modifiers.contains(.option) { mask |= GDK_MOD1_MASK.rawValue }
        if modifiers.contains(.capsLock) { mask |= GDK_LOCK_MASK.rawValue }
        return GdkModifierType(mask)
    }

    /// Clicks the primary button at the centre of `widget`, through the deepest GDK window there
    /// that belongs to the widget or a container of it, as the X server would deliver it.
    /// - Returns: false when the widget is not on screen.
    static func click(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, let toplevel = gtk_widget_get_toplevel(widget),
            let topWindow = gtk_widget_get_window(toplevel)
        else { return false }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        var x: gint = 0
        var y: gint = 0
        guard
            gtk_widget_translate_coordinates(widget, toplevel, allocation.width / 2, allocation.height / 2, &x, &y)
                != 0
        else { return false }
        let (target, localX, localY) = deepestWindow(in: topWindow, x: Double(x), y: Double(y), for: widget)
        for type in [GDK_ENTER_NOTIFY, GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
            guard let event = gdk_event_new(type) else { continue }
            time += 10
            let window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
            if type == GDK_ENTER_NOTIFY {
                event.pointee.crossing.window = window
                event.pointee.crossing.time = time
                event.pointee.crossing.x = localX
                event.pointee.crossing.y = localY
                event.pointee.crossing.mode = GDK_CROSSING_NORMAL
                event.pointee.crossing.detail = GDK_NOTIFY_ANCESTOR
            } else {
                event.pointee.button.window = window
                event.pointee.button.time = time
                event.pointee.button.x = localX
                event.pointee.button.y = localY
                event.pointee.button.button = 1
                event.pointee.button.state = type == GDK_BUTTON_RELEASE ? GDK_BUTTON1_MASK.rawValue : 0
            }
            gdk_event_set_device(event, seat.flatMap { gdk_seat_get_pointer($0) })
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
        return true
    }

    /// The deepest visible child of `window` under (`x`, `y`) whose widget is `widget` or one of
    /// its containers, with the point in that window's coordinates.
    private static func deepestWindow(
        in window: OpaquePointer, x: Double, y: Double, for widget: UnsafeMutablePointer<GtkWidget>
    ) -> (OpaquePointer, Double, Double) {
        var list = gdk_window_peek_children(window)
        while let node = list {
            list = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let child = OpaquePointer(data)
            guard gdk_window_is_visible(child) != 0 else { continue }
            var childX: gint = 0
            var childY: gint = 0
            gdk_window_get_position(child, &childX, &childY)
            let localX = x - Double(childX)
            let localY = y - Double(childY)
            guard localX >= 0, localY >= 0, localX < Double(gdk_window_get_width(child)),
                localY < Double(gdk_window_get_height(child))
            else { continue }
            var owner: gpointer?
            gdk_window_get_user_data(child, &owner)
            guard let owner else { continue }
            let ownerWidget = owner.assumingMemoryBound(to: GtkWidget.self)
            guard ownerWidget == widget || gtk_widget_is_ancestor(widget, ownerWidget) != 0 else { continue }
            return deepestWindow(in: child, x: localX, y: localY, for: widget)
        }
        // A window may embed an offscreen one (a transformed view's content): GDK asks the window
        // which, and maps the point into it, as it does for the X server's events.
        if let embedded = gtkui_window_pick_embedded_child(window, x, y) {
            var offscreenX = 0.0
            var offscreenY = 0.0
            gtkui_offscreen_from_embedder(embedded, x, y, &offscreenX, &offscreenY)
            return deepestWindow(in: embedded, x: offscreenX, y: offscreenY, for: widget)
        }
        return (window, x, y)
    }
}
