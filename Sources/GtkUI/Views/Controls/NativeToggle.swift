/// The native toggles the built-in toggle styles make. A plain text title is the widget's own
/// label ( ``TextToggleWidget``, no view mounted for it); other labels are mounted inside.
@MainActor
enum NativeToggle {
    /// The widget a toggle shows.
    enum Kind: Hashable {
        case checkBox, toggleButton, switchRow
    }

    /// The body of a built-in style; a nil kind is the automatic style's: a switch row in a
    /// ``Form``, a check box elsewhere.
    static func body(_ configuration: ToggleStyleConfiguration, kind: Kind?) -> AnyView {
        let isOn = configuration.$isOn
        if let title = configuration.label.content.title {
            return AnyView(TextToggleWidget(title: title, isOn: isOn, kind: kind))
        }
        let label = configuration.label
        switch kind {
        case .checkBox?: return AnyView(ToggleButtonWidget(content: label, isOn: isOn, isCheckBox: true))
        case .toggleButton?: return AnyView(ToggleButtonWidget(content: label, isOn: isOn, isCheckBox: false))
        case .switchRow?: return AnyView(SwitchRow(label: label, title: label.content.text, isOn: isOn))
        case nil: return AnyView(AutomaticToggle(label: label, isOn: isOn))
        }
    }
}

/// The automatic style for a label other than plain text: a switch row in a ``Form``, a check
/// box elsewhere.
struct AutomaticToggle: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Binding<Bool>
    @Environment(\.isInForm) private var isInForm

    var body: some View {
        if isInForm {
            SwitchRow(label: label, title: label.content.text, isOn: isOn)
        } else {
            ToggleButtonWidget(content: label, isOn: isOn, isCheckBox: true)
        }
    }
}
