/// The native button the built-in button styles make: a `GtkButton` whose own label shows a
/// plain text title (no view mounted for it), or which holds the label's views.
@MainActor
enum NativeButton {
    /// The style classes that role and look may set.
    private static let managedClasses = ["destructive-action", "suggested-action", "flat", "link"]

    /// The body of a built-in style: one of the two native button shapes.
    static func body(_ configuration: PrimitiveButtonStyleConfiguration, look: ButtonLook) -> AnyView {
        if let title = configuration.label.content.title {
            return AnyView(
                TitledButtonWidget(title: title, role: configuration.role, look: look, action: configuration.action))
        }
        return AnyView(
            ButtonWidget(
                content: configuration.label, role: configuration.role, look: look, action: configuration.action)
        )
    }

    /// Brings the button's style classes, role mark, link state and size in line.
    static func apply(
        look: ButtonLook, role: ButtonRole?, environment: EnvironmentValues, to button: UnsafeMutablePointer<GtkButton>
    ) {
        // A destructive role wins over the prominent look: both colour the button.
        let classes =
            role == .destructive
            ? look.styleClasses.filter { $0 != "suggested-action" } + ["destructive-action"] : look.styleClasses
        StyleClasses.sync(button, managed: managedClasses, wanted: classes)
        ButtonRoleMark.set(role, on: button.cast())
        // Themes colour links by the link state, which GtkLinkButton sets the same way.
        let isLink = look == .link
        if (gtk_widget_get_state_flags(button.cast()).rawValue & GTK_STATE_FLAG_LINK.rawValue != 0) != isLink {
            if isLink {
                gtk_widget_set_state_flags(button.cast(), GTK_STATE_FLAG_LINK, 0)
            } else {
                gtk_widget_unset_state_flags(button.cast(), GTK_STATE_FLAG_LINK)
            }
        }
        environment.controlSize.apply(to: button)
        ButtonForeground.apply(environment, to: button)
    }

    /// Holds the latest action, so a click always runs the action of the latest view value.
    final class Coordinator {
        /// The action a click runs.
        var action: @MainActor () -> Void
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }
}
