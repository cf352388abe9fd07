/// The `GtkButton` of a built-in button style when the label is a view other than plain text:
/// the button holds the label's widgets.
struct ButtonWidget: GtkContainerRepresentable {
    let content: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    let look: ButtonLook
    let action: @MainActor () -> Void

    /// Creates the button and routes its clicks to the current action.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkButton> {
        let button: UnsafeMutablePointer<GtkButton> = gtk_button_new()!.cast()
        let coordinator = context.coordinator
        context.connect(button, "clicked") { _ in coordinator.action() }
        return button
    }

    /// Keeps the action current and the look in line with role, style and size.
    func updateWidget(_ button: UnsafeMutablePointer<GtkButton>, context: Context) {
        context.coordinator.action = action
        NativeButton.apply(look: look, role: role, environment: context.environment, to: button)
        // No accessible name is set: GTK names a button from its label, and asking for the
        // accessible object would make one for every button even with no screen reader running.
        Self.nameIconOnly(button)
    }

    /// Adds the label and names the button when the label shows no text.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to button: UnsafeMutablePointer<GtkButton>,
        context: Context
    ) {
        gtk_container_add(button.cast(), child)
        Self.nameIconOnly(button)
    }

    /// A button showing only an icon (an `Image`, a `Label` in the icon-only style) has no text for
    /// GTK to name it by: it takes the name its label has for screen readers, the label's title.
    static func nameIconOnly(_ button: UnsafeMutablePointer<GtkButton>) {
        guard let label = gtk_bin_get_child(button.cast()), AccessibleContent.combinedName(of: label).isEmpty,
            let accessible = gtk_widget_get_accessible(label), let name = atk_object_get_name(accessible)
        else { return }
        ControlSupport.setAccessibleName(String(cString: name), on: button)
    }

    func makeCoordinator() -> NativeButton.Coordinator { NativeButton.Coordinator(action: action) }
}
