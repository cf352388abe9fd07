/// How a ``Menu``'s button looks, for `.menuStyle(_:)`.
public protocol MenuStyle {}

/// A built-in menu style: whether the button is drawn without a frame.
protocol BuiltinMenuStyle: MenuStyle {
    var isBorderless: Bool { get }
}

/// The default: a framed button.
public struct DefaultMenuStyle: BuiltinMenuStyle {
    var isBorderless: Bool { false }
    /// The style.
    public init() {}
}

/// A framed button.
public struct ButtonMenuStyle: BuiltinMenuStyle {
    var isBorderless: Bool { false }
    /// The style.
    public init() {}
}

/// A button without a frame (GTK's `flat` style class).
public struct BorderlessButtonMenuStyle: BuiltinMenuStyle {
    var isBorderless: Bool { true }
    /// The style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default: a framed button.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A framed button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A button without a frame.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuIsBorderlessKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether menu buttons here are drawn without a frame.
    var menuIsBorderless: Bool {
        get { self[MenuIsBorderlessKey.self] }
        set { self[MenuIsBorderlessKey.self] = newValue }
    }
}

extension View {
    /// Sets how every ``Menu`` button inside this view looks.
    public func menuStyle(_ style: some MenuStyle) -> some View {
        environment(\.menuIsBorderless, (style as? any BuiltinMenuStyle)?.isBorderless ?? false)
    }
}
