/// What a ``ToggleStyle`` is given: the toggle's label and a binding to its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; write it to flip the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for a mix of on and off values. GtkUI's toggles have one
    /// binding, so this is false.
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: StyleContentView {}
