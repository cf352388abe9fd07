/// A prominent button in the accent colour: GTK's `suggested-action`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    nonisolated public init() {}

    /// The native button: a `GtkButton` with GTK's `suggested-action` class.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButton.body(configuration, look: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent button (`suggested-action`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
