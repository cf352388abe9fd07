/// The keyboard shortcuts installed in each window: one accelerator group per window, and which
/// button holds each shortcut, so a shortcut declared twice warns once and the first keeps it.
/// Each host installs its content's shortcuts here (see ``HostShortcuts``); the standard keys
/// ask it which ones a button took.
@MainActor
enum ShortcutRegistry {
    /// One shortcut on one button.
    struct Installation: Equatable {
        let button: WidgetPointer
        let window: WidgetPointer
        let keyval: guint
        let mask: GdkModifierType
        let isDefault: Bool

        /// Whether this installs `shortcut`.
        func matches(_ shortcut: KeyboardShortcut) -> Bool {
            keyval == shortcut.key.keyval && mask == shortcut.modifiers.gdkMask
        }
    }

    private struct Slot: Hashable {
        let window: WidgetPointer
        let keyval: guint
        let mask: guint
    }

    private static var holders: [Slot: WidgetPointer] = [:]
    private static var warned: Set<Slot> = []
    /// Standard keys (Ctrl+W, Ctrl+Q, F10) already warned about being taken by a button.
    private static var warnedStandard: Set<String> = []
    private static let groupKey = "gtkui-accel-group"

    /// Installs `shortcut` on `button` in its window; nil when the button is in no window yet or
    /// another button of the window holds the shortcut.
    static func install(_ shortcut: KeyboardShortcut, on button: WidgetPointer) -> Installation? {
        guard let window = gtk_widget_get_toplevel(button), gtk_widget_is_toplevel(window) != 0,
            window.isInstance(of: gtk_window_get_type())
        else { return nil }
        let keyval = shortcut.key.keyval
        let mask = shortcut.modifiers.gdkMask
        let slot = Slot(window: window, keyval: keyval, mask: mask.rawValue)
        if let holder = holders[slot], holder != button {
            if warned.insert(slot).inserted {
                Diagnostics.warn(
                    "GtkUI: the keyboard shortcut \(describe(keyval, mask)) is declared by two buttons, "
                        + "\(label(of: holder)) and \(label(of: button)); the first keeps it")
            }
            return nil
        }
        holders[slot] = button
        if StandardShortcuts.isStandard(keyval, mask), warnedStandard.insert(describe(keyval, mask)).inserted {
            Diagnostics.warn(
                "GtkUI: the button \(label(of: button)) declares \(describe(keyval, mask)), a standard key of the "
                    + "window; the button's shortcut wins")
        }
        let isDefault = keyval == guint(GDK_KEY_Return) && mask.rawValue == 0
        if isDefault {
            // Enter activates the window's default widget, after the focused widget had its say.
            gtk_widget_set_can_default(button, 1)
            gtk_window_set_default(window.cast(), button)
        } else {
            gtk_widget_add_accelerator(button, "clicked", group(of: window), keyval, mask, GTK_ACCEL_VISIBLE)
        }
        return Installation(button: button, window: window, keyval: keyval, mask: mask, isDefault: isDefault)
    }

    /// The button of `window` that holds the shortcut `keyval` with `mask`, if any.
    static func holder(of keyval: guint, _ mask: GdkModifierType, in window: WidgetPointer) -> WidgetPointer? {
        holders[Slot(window: window, keyval: keyval, mask: mask.rawValue)]
    }

    /// Takes an installed shortcut away.
    static func uninstall(_ installation: Installation) {
        let slot = Slot(window: installation.window, keyval: installation.keyval, mask: installation.mask.rawValue)
        guard holders[slot] == installation.button else { return }
        holders.removeValue(forKey: slot)
        if installation.isDefault {
            if gtk_window_get_default_widget(installation.window.cast()) == installation.button {
                gtk_window_set_default(installation.window.cast(), nil)
            }
        } else if let group = GObjectData.get(
            GObjectReference<GtkAccelGroup>.self, on: installation.window, key: groupKey)?.pointer,
            hasAccelerator(installation.button, in: group)
        {
            gtk_widget_remove_accelerator(installation.button, group, installation.keyval, installation.mask)
        }
    }

    /// Whether `button` still has an accelerator in `group`: destroying a button takes its
    /// accelerators with it, and its shortcut may be taken away after that.
    private static func hasAccelerator(_ button: WidgetPointer, in group: UnsafeMutablePointer<GtkAccelGroup>) -> Bool {
        let closures = gtk_widget_list_accel_closures(button)
        defer { g_list_free(closures) }
        var node = closures
        while let current = node {
            if let closure = current.pointee.data?.assumingMemoryBound(to: GClosure.self),
                gtk_accel_group_from_accel_closure(closure) == group
            {
                return true
            }
            node = current.pointee.next
        }
        return false
    }

    /// The window's accelerator group for GtkUI's shortcuts, made on first use.
    private static func group(of window: WidgetPointer) -> UnsafeMutablePointer<GtkAccelGroup> {
        if let group = GObjectData.get(GObjectReference<GtkAccelGroup>.self, on: window, key: groupKey) {
            return group.pointer
        }
        let group = GObjectReference(adopting: gtk_accel_group_new()!)
        gtk_window_add_accel_group(window.cast(), group.pointer)
        // The window keeps the group; the data holds the creation reference until the window goes.
        GObjectData.set(group, on: window, key: groupKey)
        return group.pointer
    }

    private static func describe(_ keyval: guint, _ mask: GdkModifierType) -> String {
        guard let name = gtk_accelerator_get_label(keyval, mask) else { return "?" }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// The first text shown in the button, for the warning.
    private static func label(of button: WidgetPointer) -> String {
        func text(in widget: WidgetPointer) -> String? {
            if widget.isInstance(of: gtk_label_get_type()) { return String(cString: gtk_label_get_text(widget.cast())) }
            guard widget.isInstance(of: gtk_container_get_type()) else { return nil }
            return ContainerChildren.children(of: widget).lazy.compactMap(text(in:)).first
        }
        return text(in: button).map { "\"\($0)\"" } ?? "(a button without text)"
    }
}
