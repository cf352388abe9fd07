/// A button that stays pressed while on (`GtkToggleButton`).
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    nonisolated public init() {}

    /// A push button that stays pressed while on.
    public func makeBody(configuration: Configuration) -> some View {
        NativeToggle.body(configuration, kind: .toggleButton)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
