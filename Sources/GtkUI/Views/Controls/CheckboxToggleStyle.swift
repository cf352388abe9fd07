/// A check box with its label (`GtkCheckButton`).
public struct CheckboxToggleStyle: ToggleStyle {
    /// The check box style.
    nonisolated public init() {}

    /// A `GtkCheckButton`.
    public func makeBody(configuration: Configuration) -> some View {
        NativeToggle.body(configuration, kind: .checkBox)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
