/// A button without a frame: GTK's `flat` button.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    nonisolated public init() {}

    /// The native button: a `GtkButton` with GTK's `flat` class.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButton.body(configuration, look: .plain)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button without a frame (`flat`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
