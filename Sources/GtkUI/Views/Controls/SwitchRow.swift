/// A ``Toggle`` in the switch style: the label at the start of a row and the switch at its
/// end, as in GNOME's settings; the switch alone while labels are hidden.
struct SwitchRow<Label: View>: View {
    let label: Label
    let title: String?
    let isOn: Binding<Bool>
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            SwitchWidget(title: title, isOn: isOn)
        } else {
            HStack(spacing: 12) {
                label
                Spacer(minLength: 0)
                SwitchWidget(title: title, isOn: isOn)
            }
        }
    }
}

/// The `GtkSwitch` of a ``SwitchRow``.
struct SwitchWidget: GtkWidgetRepresentable {
    let title: String?
    let isOn: Binding<Bool>

    /// Creates the switch; each user flip writes the binding once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSwitch> {
        let toggle: UnsafeMutablePointer<GtkSwitch> = gtk_switch_new()!.cast()
        gtk_widget_set_valign(toggle.cast(), GTK_ALIGN_CENTER)
        context.connectEdits(toggle, "notify::active") { gtk_switch_get_active(toggle) != 0 }
        return toggle
    }

    /// Brings the switch in line with the binding, without echoing the write back.
    func updateWidget(_ toggle: UnsafeMutablePointer<GtkSwitch>, context: Context) {
        ControlSupport.setAccessibleName(title, on: toggle)
        context.show(isOn, current: gtk_switch_get_active(toggle) != 0) { gtk_switch_set_active(toggle, $0 ? 1 : 0) }
    }

    /// Holds the latest binding for the switch's handler.
    func makeCoordinator() -> BindingCoordinator<Bool> { BindingCoordinator(isOn) }
}
