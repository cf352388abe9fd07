/// The `GtkButton` of a built-in button style when the label is a plain ``Text``: the button's
/// own label shows the title, so a button costs one widget node, as cheap as GTK's own
/// `gtk_button_new_with_label`. GTK names the button from that label for screen readers.
struct TitledButtonWidget: GtkWidgetRepresentable {
    let title: String
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

    /// Keeps the action current and the title and look in line with the view.
    func updateWidget(_ button: UnsafeMutablePointer<GtkButton>, context: Context) {
        context.coordinator.action = action
        if gtk_button_get_label(button).map({ String(cString: $0) }) != title {
            gtk_button_set_label(button, title)
            // GTK marks a button with its own label `text-button`, which themes pad more; a
            // button whose label is a view never had it, and both kinds should look alike.
            StyleClasses.set("text-button", on: button, false)
        }
        // After the title: GTK 3 makes a new label child when the title changes.
        FontAttributes.apply(context.environment, toLabelOf: button)
        NativeButton.apply(look: look, role: role, environment: context.environment, to: button)
    }

    func makeCoordinator() -> NativeButton.Coordinator { NativeButton.Coordinator(action: action) }
}
