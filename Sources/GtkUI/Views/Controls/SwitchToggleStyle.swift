/// A switch (`GtkSwitch`) at the end of a row, with the label at its start.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    nonisolated public init() {}

    /// A row with the label and a `GtkSwitch`.
    public func makeBody(configuration: Configuration) -> some View {
        NativeToggle.body(configuration, kind: .switchRow)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
