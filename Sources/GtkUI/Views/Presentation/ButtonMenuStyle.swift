/// A framed button.
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    nonisolated public init() {}

    /// A framed `GtkMenuButton`.
    public func makeBody(configuration: Configuration) -> some View {
        NativeMenuButton.body(configuration, isBorderless: false)
    }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A framed button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
