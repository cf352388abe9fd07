/// A button without a frame (GTK's `flat` style class).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style.
    nonisolated public init() {}

    /// A `GtkMenuButton` without a frame.
    public func makeBody(configuration: Configuration) -> some View {
        NativeMenuButton.body(configuration, isBorderless: true)
    }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A button without a frame.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
