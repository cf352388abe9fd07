/// Whether the user can select text, for `.textSelection(_:)`.
public protocol TextSelectability {
    /// Whether text can be selected and copied.
    static var allowsSelection: Bool { get }
}

/// Text the user can select and copy.
public struct EnabledTextSelectability: TextSelectability {
    /// Always true.
    public static let allowsSelection = true
}

/// Text the user cannot select.
public struct DisabledTextSelectability: TextSelectability {
    /// Always false.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text the user can select and copy.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text the user cannot select.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
