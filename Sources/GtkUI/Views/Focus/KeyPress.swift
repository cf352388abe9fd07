import CGtkShim

/// A key event that `.onKeyPress` hands its action, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// Which part of a key's press this is.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: Int
        /// Phases from their raw bits.
        nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key, held, repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an action did with a key press.
    public enum Result: Hashable, Sendable {
        /// The action used the key: it goes no further.
        case handled
        /// The action did not use the key: views around, and GTK, get it.
        case ignored
    }

    /// The phase of this event.
    public let phase: Phases
    /// The key, as a ``KeyEquivalent``: arrows, Return, Escape and the other named keys are
    /// SwiftUI's constants; a character key is its unshifted character.
    public let key: KeyEquivalent
    /// The text the key types, with Shift and the keyboard layout applied; empty for keys that
    /// type nothing.
    public let characters: String
    /// The modifier keys held: Ctrl is `.control` (and not `.command`), Alt `.option`.
    public let modifiers: EventModifiers

    /// A key press from its parts, for tests and previews.
    nonisolated public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}

extension KeyPress {
    /// The key press of a GDK key event in `phase`.
    init(event: UnsafePointer<GdkEventKey>, phase: Phases) {
        let keyval = event.pointee.keyval
        let state = event.pointee.state
        var modifiers: EventModifiers = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state & GDK_MOD1_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state & GDK_LOCK_MASK.rawValue != 0 { modifiers.insert(.capsLock) }
        let scalar = gdk_keyval_to_unicode(keyval)
        let typed = scalar >= 0x20 && scalar != 0x7F ? Unicode.Scalar(scalar).map { String(Character($0)) } : nil
        self.init(
            phase: phase, key: Self.key(for: keyval), characters: typed ?? Self.controlCharacters(for: keyval),
            modifiers: modifiers)
    }

    /// SwiftUI's key for a GDK key value.
    static func key(for keyval: guint) -> KeyEquivalent {
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return .return
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_BackSpace: return .delete
        case GDK_KEY_Delete, GDK_KEY_KP_Delete: return .deleteForward
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab: return .tab
        case GDK_KEY_space, GDK_KEY_KP_Space: return .space
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .upArrow
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .downArrow
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .leftArrow
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .rightArrow
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Clear: return .clear
        default:
            let scalar = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
            return KeyEquivalent(Unicode.Scalar(scalar).map { Character($0) } ?? "\u{0}")
        }
    }

    /// The characters of keys that type control characters in SwiftUI (Return, Escape, Tab,
    /// Delete); empty for others.
    private static func controlCharacters(for keyval: guint) -> String {
        let key = key(for: keyval)
        return [KeyEquivalent.return, .escape, .tab, .delete, .deleteForward].contains(key)
            ? String(key.character) : ""
    }
}
