/// A check box with a label (`GtkCheckButton`) bound two-way to a Boolean.
public struct Toggle: View {
    let title: String
    @Binding var isOn: Bool

    /// A check box labelled `title`, editing `isOn`.
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.title = String(title)
        _isOn = isOn
    }
}

extension Toggle: PrimitiveView {
    var representable: ToggleWidget { ToggleWidget(title: title, isOn: $isOn) }
}

/// The check button behind ``Toggle``.
struct ToggleWidget: GtkWidgetRepresentable {
    let title: String
    @Binding var isOn: Bool

    /// Creates the check button; each user toggle writes the binding once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkToggleButton> {
        let toggle: UnsafeMutablePointer<GtkToggleButton> = gtk_check_button_new_with_label(title)!.cast()
        context.connectEdits(toggle, "toggled") { gtk_toggle_button_get_active(toggle) != 0 }
        return toggle
    }

    /// Brings the check button in line with the binding, without echoing the write back.
    func updateWidget(_ toggle: UnsafeMutablePointer<GtkToggleButton>, context: Context) {
        let button: UnsafeMutablePointer<GtkButton> = toggle.cast()
        if String(cString: gtk_button_get_label(button)) != title { gtk_button_set_label(button, title) }
        // After the title: GTK 3 makes a new label child when the title changes.
        FontAttributes.apply(context.environment, toLabelOf: button)
        context.show($isOn, current: gtk_toggle_button_get_active(toggle) != 0) {
            gtk_toggle_button_set_active(toggle, $0 ? 1 : 0)
        }
    }

    /// Holds the latest binding for the check button's handler.
    func makeCoordinator() -> BindingCoordinator<Bool> { BindingCoordinator($isOn) }
}
