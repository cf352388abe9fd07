/// The platform's default: a check box, or a switch at the end of a row in a `Form`.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    nonisolated public init() {}

    /// A `GtkCheckButton`, or in a `Form` a `GtkSwitch` row; the toggle's widget changes when it moves in or out of a form.
    public func makeBody(configuration: Configuration) -> some View {
        NativeToggle.body(configuration, kind: nil)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
