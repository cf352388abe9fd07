/// A key that a keyboard shortcut presses: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for (named keys use private-use characters, as in SwiftUI).
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key that types the literal's character: `.keyboardShortcut("n")`.
    public init(extendedGraphemeClusterLiteral value: Character) {
        character = value
    }

    /// Return (Enter).
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace, the key macOS calls Delete.
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete, the key macOS calls Forward Delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")

    /// GTK's key value for this key.
    var keyval: guint {
        switch character {
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
            // Accelerators match the unshifted key: Ctrl+N, not Ctrl+Shift+n.
            let scalar = character.lowercased().unicodeScalars.first ?? " "
            return gdk_unicode_to_keyval(scalar.value)
        }
    }
}

/// The modifier keys of a keyboard shortcut. On GTK, `.command` is Ctrl, as GNOME apps use
/// Ctrl where macOS apps use Command, and `.option` is Alt.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: Int
    /// Modifiers from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option: Alt on GTK.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command: Ctrl on GTK.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// The numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// GTK's modifier mask for these modifiers.
    var gdkMask: GdkModifierType {
        var mask: guint = 0
        if contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if contains(.control) || contains(.command) { mask |= GDK_CONTROL_MASK.rawValue }
        if contains(.option) { mask |= GDK_MOD1_MASK.rawValue }
        if contains(.capsLock) { mask |= GDK_LOCK_MASK.rawValue }
        return GdkModifierType(mask)
    }
}

/// A key with modifiers that activates a control: `.keyboardShortcut("s")` is Ctrl+S on GTK.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (Ctrl by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the window's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
