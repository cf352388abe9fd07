/// The push button around a ``ButtonStyle``'s body: a `GtkButton` without relief, padding,
/// frame or background, so only the body shows, while GTK keeps what a button gives: a Tab
/// stop, Space and Enter, the pointer, and the push-button role for screen readers.
struct PressableButtonWidget<Content: View>: GtkContainerRepresentable {
    let content: Content
    /// The button's accessible name when its label is plain text; otherwise GTK names the button
    /// from the first label inside it.
    let title: String?
    /// Follows GTK's pressed (`:active`) state, which the pointer and the keyboard both set.
    let isPressed: Binding<Bool>
    let action: @MainActor () -> Void

    private static var styleClass: String { "gtkui-styled-button" }

    /// Theme rules that would draw a button around the body, taken away. The focus ring stays.
    private static var css: String {
        let selector = ["", ":hover", ":active", ":checked", ":disabled", ":focus"]
            .map { "button.\(styleClass)\($0)" }.joined(separator: ", ")
        return "\(selector) { padding: 0; border: none; background: none; box-shadow: none; "
            + "min-height: 0; min-width: 0; text-shadow: none; -gtk-icon-shadow: none; }"
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkButton> {
        StyleClasses.installScreenRules(Self.css)
        let button: UnsafeMutablePointer<GtkButton> = gtk_button_new()!.cast()
        gtk_button_set_relief(button, GTK_RELIEF_NONE)
        StyleClasses.set(Self.styleClass, on: button, true)
        let coordinator = context.coordinator
        context.connect(button, "clicked") { _ in coordinator.action() }
        context.connect(button, "state-flags-changed") { _ in
            let pressed = gtk_widget_get_state_flags(button.cast()).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
            guard pressed != coordinator.isPressed.wrappedValue else { return }
            coordinator.isPressed.wrappedValue = pressed
        }
        return button
    }

    func updateWidget(_ button: UnsafeMutablePointer<GtkButton>, context: Context) {
        context.coordinator.action = action
        context.coordinator.isPressed = isPressed
        ButtonForeground.apply(context.environment, to: button)
        // Only custom-styled buttons pay for their accessible object here.
        ControlSupport.setAccessibleName(title, on: button)
    }

    func makeCoordinator() -> Coordinator { Coordinator(action: action, isPressed: isPressed) }

    /// The latest action and pressed-state binding, for the button's handlers.
    final class Coordinator {
        var action: @MainActor () -> Void
        var isPressed: Binding<Bool>
        init(action: @escaping @MainActor () -> Void, isPressed: Binding<Bool>) {
            self.action = action
            self.isPressed = isPressed
        }
    }
}
