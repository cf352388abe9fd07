/// The linked "−" and "+" buttons of ``Stepper``, in a `GtkBox`. A nil action makes its button
/// insensitive.
struct StepperButtons: GtkWidgetRepresentable {
    let title: String?
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    let problem: String?

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box: UnsafeMutablePointer<GtkBox> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!.cast()
        gtk_style_context_add_class(gtk_widget_get_style_context(box.cast()), "linked")
        // Centred in a row, not stretched to its height.
        gtk_widget_set_valign(box.cast(), GTK_ALIGN_CENTER)
        let coordinator = context.coordinator
        for (icon, name, up) in [
            ("list-remove-symbolic", "Decrement", false), ("list-add-symbolic", "Increment", true),
        ] {
            let button: UnsafeMutablePointer<GtkButton> = gtk_button_new_from_icon_name(
                icon, GTK_ICON_SIZE_BUTTON)!.cast()
            ControlSupport.setAccessibleName(name, on: button)
            context.connect(button, "clicked") { _ in (up ? coordinator.onIncrement : coordinator.onDecrement)?() }
            context.connect(button, "pressed") { _ in coordinator.onEditingChanged(true) }
            context.connect(button, "released") { _ in coordinator.onEditingChanged(false) }
            gtk_widget_show(button.cast())
            gtk_container_add(box.cast(), button.cast())
            // Borrowed: the box keeps its buttons.
            g_object_set_data(box.gObject, name, button)
        }
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let coordinator = context.coordinator
        coordinator.onIncrement = onIncrement
        coordinator.onDecrement = onDecrement
        coordinator.onEditingChanged = onEditingChanged
        ControlSupport.setAccessibleName(title, on: box)
        ControlSupport.warn(if: problem != nil, on: box, key: "gtkui-stepper-input", problem ?? "")
        let buttons = Self.buttons(of: box)
        for (button, action) in zip(buttons, [onDecrement, onIncrement] as [(@MainActor () -> Void)?]) {
            let sensitive: gboolean = action == nil ? 0 : 1
            if gtk_widget_get_sensitive(button) != sensitive { gtk_widget_set_sensitive(button, sensitive) }
        }
    }

    /// The decrement and increment buttons, in that order.
    static func buttons(of box: UnsafeMutablePointer<GtkBox>) -> [UnsafeMutablePointer<GtkWidget>] {
        (["Decrement", "Increment"] as [String]).compactMap {
            g_object_get_data(box.gObject, $0)?.assumingMemoryBound(to: GtkWidget.self)
        }
    }

    /// The latest actions, so a click runs those of the latest view value.
    final class Coordinator {
        var onIncrement: (@MainActor () -> Void)?
        var onDecrement: (@MainActor () -> Void)?
        var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    }
}
