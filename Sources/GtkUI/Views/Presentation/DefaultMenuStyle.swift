/// The default: a framed button.
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    nonisolated public init() {}

    /// A framed `GtkMenuButton`.
    public func makeBody(configuration: Configuration) -> some View {
        NativeMenuButton.body(configuration, isBorderless: false)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default: a framed button.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
