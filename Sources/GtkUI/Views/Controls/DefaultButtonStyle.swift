/// The platform's default: a bordered GTK button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    nonisolated public init() {}

    /// The native button: a `GtkButton`.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButton.body(configuration, look: .automatic)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: bordered.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
