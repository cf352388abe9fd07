/// A button without a frame until hovered: GTK's `flat` button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    nonisolated public init() {}

    /// The native button: a `GtkButton` with GTK's `flat` class.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButton.body(configuration, look: .borderless)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a frame (`flat`).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
