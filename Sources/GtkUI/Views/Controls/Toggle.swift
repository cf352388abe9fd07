/// A control bound two-way to a Boolean: a check box (`GtkCheckButton`), a switch (`GtkSwitch`)
/// or a toggle button (`GtkToggleButton`), as ``View/toggleStyle(_:)`` says.
///
/// The automatic style is a check box, except in a ``Form``, where it is a switch at the end of
/// a row with the label at its start, as in GNOME's settings. With a text title the style in
/// effect when the toggle appears picks its widget; check box and button restyle in place, but a
/// change to or from the switch style keeps the widget, with one warning (give the toggle a new
/// `.id`). Other labels follow every style change.
/// ``View/labelsHidden()`` hides the label; a text title stays the accessible name.
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    @Environment(\.toggleStyleKind) private var style
    @Environment(\.isInForm) private var isInForm

    /// A toggle labelled by the views `label` builds, editing `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The widget of the current style.
    public var body: some View {
        let title = ControlSupport.text(of: label)
        if style == .switch || (style == .automatic && isInForm) {
            SwitchRow(label: label, title: title, isOn: isOn)
        } else if style == .button {
            ToggleButtonWidget(content: title == nil ? label : nil, title: title, isOn: isOn, isCheckBox: false)
        } else {
            ToggleButtonWidget(content: title == nil ? label : nil, title: title, isOn: isOn, isCheckBox: true)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`, editing `isOn`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

// A text title, the common case, needs no body: one widget follows the style, so a toggle costs
// no view node of its own (lists of toggles mount as fast and as small as plain GTK's).
extension Toggle: BuiltinView, PrimitiveView where Label == Text {
    var representable: TextToggleWidget { TextToggleWidget(title: label.content, isOn: isOn) }
}

extension Toggle: @MainActor Equatable where Label: Equatable {
    /// Equal labels and bindings to the same place: a parent's new body then skips the toggle's.
    /// Bindings made from closures or constants are new each time, so they count as changed.
    public static func == (lhs: Toggle, rhs: Toggle) -> Bool {
        lhs.isOn.location === rhs.isOn.location && lhs.label == rhs.label
    }
}
