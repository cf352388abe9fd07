/// The widget the built-in toggle styles make for a plain text title, the common case: the
/// title is the widget's own label, with no view mounted for it, so a list of toggles costs what
/// GTK's own check buttons cost.
///
/// A check button (drawn as a push button for `.button`), or for `.switch` (and the automatic
/// style in a ``Form``) a row with the title at its start and a `GtkSwitch` at its end. Check box
/// and button restyle the same widget; a change to or from a switch row makes a new widget,
/// through ``GtkWidgetRepresentable/widgetKind(in:)``.
struct TextToggleWidget: GtkWidgetRepresentable {
    let title: String
    let isOn: Binding<Bool>
    /// The style's kind; nil for the automatic style, which the environment decides.
    let kind: NativeToggle.Kind?

    /// The kind of widget this toggle shows in `environment`.
    private func resolvedKind(_ environment: EnvironmentValues) -> NativeToggle.Kind {
        kind ?? (environment.isInForm ? .switchRow : .checkBox)
    }

    /// A switch row or a check button: the two widgets the toggle can be.
    func widgetKind(in environment: EnvironmentValues) -> AnyHashable? {
        resolvedKind(environment) == .switchRow
    }

    /// The check button, or the switch row.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        guard resolvedKind(context.environment) == .switchRow else {
            let button: UnsafeMutablePointer<GtkToggleButton> = gtk_check_button_new()!.cast()
            context.connectEdits(button, "toggled") { gtk_toggle_button_get_active(button) != 0 }
            return button.cast()
        }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(label.cast(), 0)
        gtk_widget_set_hexpand(label, 1)
        let toggle: UnsafeMutablePointer<GtkSwitch> = gtk_switch_new()!.cast()
        gtk_widget_set_valign(toggle.cast(), GTK_ALIGN_CENTER)
        context.connectEdits(toggle, "notify::active") { gtk_switch_get_active(toggle) != 0 }
        gtk_container_add(row.cast(), label)
        gtk_container_add(row.cast(), toggle.cast())
        gtk_widget_show_all(row)
        return row
    }

    /// Brings the widget in line with the view and the style.
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let kind = resolvedKind(context.environment)
        if !widget.isInstance(of: gtk_toggle_button_get_type()) {
            updateSwitchRow(widget, context: context)
        } else {
            updateButton(widget.cast(), drawsIndicator: kind != .toggleButton, context: context)
        }
    }

    /// Holds the latest binding for the control's handler.
    func makeCoordinator() -> BindingCoordinator<Bool> { BindingCoordinator(isOn) }

    private func updateButton(
        _ button: UnsafeMutablePointer<GtkToggleButton>, drawsIndicator: Bool, context: Context
    ) {
        let mode: gboolean = drawsIndicator ? 1 : 0
        if gtk_toggle_button_get_mode(button) != mode {
            gtk_toggle_button_set_mode(button, mode)
            // A check button drawn as a push button is still "check box" to ATK; a screen reader
            // should hear a toggle button, as GtkToggleButton says.
            atk_object_set_role(
                gtk_widget_get_accessible(button.cast()), drawsIndicator ? ATK_ROLE_CHECK_BOX : ATK_ROLE_TOGGLE_BUTTON)
        }
        let gtkButton: UnsafeMutablePointer<GtkButton> = button.cast()
        if gtk_button_get_label(gtkButton).map({ String(cString: $0) }) != title {
            gtk_button_set_label(gtkButton, title)
        }
        // After the title: GTK 3 makes a new label child when the title changes.
        FontAttributes.apply(context.environment, toLabelOf: gtkButton)
        // GTK names the button from its label, also while the label is hidden.
        context.environment.controlSize.apply(to: button)
        if let label = gtk_bin_get_child(button.cast()) { Self.show(label, !context.environment.labelsHidden) }
        context.show(isOn, current: gtk_toggle_button_get_active(button) != 0) {
            gtk_toggle_button_set_active(button, $0 ? 1 : 0)
        }
    }

    private func updateSwitchRow(_ row: WidgetPointer, context: Context) {
        let parts = ContainerChildren.children(of: row)
        guard parts.count == 2 else { return }
        let label: UnsafeMutablePointer<GtkLabel> = parts[0].cast()
        let toggle: UnsafeMutablePointer<GtkSwitch> = parts[1].cast()
        // A hidden title keeps no text, so only the switch's accessible name carries it.
        let hidden = context.environment.labelsHidden
        let text = hidden ? "" : title
        if String(cString: gtk_label_get_text(label)) != text { gtk_label_set_text(label, text) }
        FontAttributes.apply(FontAttributes.resolve(context.environment), to: label)
        Self.show(label.cast(), !hidden)
        ControlSupport.setAccessibleName(title, on: toggle)
        context.show(isOn, current: gtk_switch_get_active(toggle) != 0) { gtk_switch_set_active(toggle, $0 ? 1 : 0) }
    }

    /// Shows or hides a title; a no-op when it already is as asked.
    private static func show(_ label: WidgetPointer, _ isVisible: Bool) {
        let visible: gboolean = isVisible ? 1 : 0
        if gtk_widget_get_visible(label) != visible { gtk_widget_set_visible(label, visible) }
    }
}
