/// A bordered button: GTK's normal button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    nonisolated public init() {}

    /// The native button: a `GtkButton`.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButton.body(configuration, look: .bordered)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
