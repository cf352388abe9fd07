/// The check box or toggle button of the built-in toggle styles when the label is a view other
/// than plain text: the label's widgets are the button's content.
struct ToggleButtonWidget: GtkContainerRepresentable {
    let content: ToggleStyleConfiguration.Label
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
        // A text label with a font of its own: its text stays the name while the label is hidden.
        ControlSupport.setAccessibleName(content.content.text, on: toggle)
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
