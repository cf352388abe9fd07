/// The check box or toggle button behind ``Toggle``: a text title is the button's own label
/// (no view to mount, as cheap as a plain check box), another label view is its content.
struct ToggleButtonWidget<Label: View>: GtkContainerRepresentable {
    /// The label view, nil when the title is plain text.
    let content: Label?
    /// The title, when the label is a plain text: the button's label and accessible name, also
    /// while the label is hidden.
    let title: String?
    let isOn: Binding<Bool>
    /// A `GtkCheckButton` rather than a `GtkToggleButton`; fixed for the widget's life.
    let isCheckBox: Bool

    /// Creates the button; each user toggle writes the binding once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkToggleButton> {
        let toggle: UnsafeMutablePointer<GtkToggleButton> =
            (isCheckBox ? gtk_check_button_new() : gtk_toggle_button_new())!.cast()
        context.connectEdits(toggle, "toggled") { gtk_toggle_button_get_active(toggle) != 0 }
        return toggle
    }

    /// Brings the button in line with the binding, without echoing the write back.
    func updateWidget(_ toggle: UnsafeMutablePointer<GtkToggleButton>, context: Context) {
        if content == nil, let title {
            let button: UnsafeMutablePointer<GtkButton> = toggle.cast()
            if gtk_button_get_label(button).map({ String(cString: $0) }) != title {
                gtk_button_set_label(button, title)
            }
            // After the title: GTK 3 makes a new label child when the title changes.
            FontAttributes.apply(context.environment, toLabelOf: button)
        }
        ControlSupport.setAccessibleName(title, on: toggle)
        context.environment.controlSize.apply(to: toggle)
        if let label = gtk_bin_get_child(toggle.cast()) {
            Self.show(label, !context.environment.labelsHidden)
        }
        context.show(isOn, current: gtk_toggle_button_get_active(toggle) != 0) {
            gtk_toggle_button_set_active(toggle, $0 ? 1 : 0)
        }
    }

    /// Adds the label, hidden while labels are.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to toggle: UnsafeMutablePointer<GtkToggleButton>,
        context: Context
    ) {
        ContainerChildren.add(child, at: placement, to: toggle.cast())
        if gtk_bin_get_child(toggle.cast()) == child {
            Self.show(child, !context.environment.labelsHidden)
        }
    }

    /// Shows or hides the label child; a no-op when it already is as asked.
    private static func show(_ label: WidgetPointer, _ isVisible: Bool) {
        let visible: gboolean = isVisible ? 1 : 0
        if gtk_widget_get_visible(label) != visible { gtk_widget_set_visible(label, visible) }
    }

    /// Holds the latest binding for the button's handler.
    func makeCoordinator() -> BindingCoordinator<Bool> { BindingCoordinator(isOn) }
}
