/// The preference that carries `.keyboardShortcut` up to the root of its host, which installs the
/// shortcuts in its window (see ``HostShortcuts``), or, for an app's command content, to the
/// commands, where each becomes its command's accelerator. In view order, an outer view's first:
/// where two buttons declare the same shortcut, the first keeps it.
struct KeyboardShortcutsKey: PreferenceKey {
    static var defaultValue: [ShortcutDeclaration] { [] }

    static func reduce(value: inout [ShortcutDeclaration], nextValue: () -> [ShortcutDeclaration]) {
        value += nextValue()
    }
}

extension View {
    /// Activates this view's button with `key` and `modifiers` (Ctrl by default: GNOME's
    /// Command). `.return` with no modifiers makes it the window's default button, which Enter
    /// activates; other shortcuts are accelerators of its window.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
        -> some View
    {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Activates this view's button with `shortcut`: `.defaultAction` (Enter) or `.cancelAction`
    /// (Escape) among others; nil removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        PreferenceTransform<Self, KeyboardShortcutsKey>(
            content: self,
            transform: { value, source in
                guard let shortcut, let source else { return }
                value.insert(ShortcutDeclaration(source: source, shortcut: shortcut), at: 0)
            },
            // The readers compare what they install, button by button: the view's button may be
            // another one now even when the shortcut is the same.
            isSameOutput: { _ in false })
    }
}
