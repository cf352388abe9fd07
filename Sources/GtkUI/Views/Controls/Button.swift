/// A push button (`GtkButton`) that runs `action` once per click.
///
/// Its look follows its ``ButtonRole`` (`destructive-action` for ``ButtonRole/destructive``),
/// the ``View/buttonStyle(_:)`` and the ``View/controlSize(_:)`` of the environment.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button showing the views `label` builds.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, showing the views `label` builds.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button: PrimitiveContainerView {
    var representable: ButtonWidget<Label> {
        ButtonWidget(content: label, role: role, action: action)
    }
}

/// The GtkButton behind ``Button``; its label is its content.
struct ButtonWidget<Label: View>: GtkContainerRepresentable {
    let content: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// The style classes that role and style may set.
    private static var managedClasses: [String] { ["destructive-action", "suggested-action", "flat", "link"] }

    /// Creates the button and routes its clicks to the current action.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkButton> {
        let button: UnsafeMutablePointer<GtkButton> = gtk_button_new()!.cast()
        let coordinator = context.coordinator
        context.connect(button, "clicked") { _ in coordinator.action() }
        return button
    }

    /// Keeps the coordinator's action current and the look in line with role, style and size.
    func updateWidget(_ button: UnsafeMutablePointer<GtkButton>, context: Context) {
        context.coordinator.action = action
        let style = context.environment.buttonStyleKind
        let unknownStyle: String? = if case .unknown(let name) = style { name } else { nil }
        ControlSupport.warn(
            if: unknownStyle != nil, on: button, key: "gtkui-button-style",
            "GtkUI: button style \(unknownStyle ?? "") is not supported; the button shows the automatic style")
        // A destructive role wins over the prominent style: both colour the button.
        let classes =
            role == .destructive
            ? style.styleClasses.filter { $0 != "suggested-action" } + ["destructive-action"] : style.styleClasses
        StyleClasses.sync(button, managed: Self.managedClasses, wanted: classes)
        ButtonRoleMark.set(role, on: button.cast())
        // Themes colour links by the link state, which GtkLinkButton sets the same way.
        let isLink = style == .link
        if (gtk_widget_get_state_flags(button.cast()).rawValue & GTK_STATE_FLAG_LINK.rawValue != 0) != isLink {
            if isLink {
                gtk_widget_set_state_flags(button.cast(), GTK_STATE_FLAG_LINK, 0)
            } else {
                gtk_widget_unset_state_flags(button.cast(), GTK_STATE_FLAG_LINK)
            }
        }
        // No accessible name is set: GTK names a button from its label, and asking for the
        // accessible object would make one for every button even with no screen reader running.
        context.environment.controlSize.apply(to: button)
        nameIconOnly(button)
    }

    /// Adds the label and names the button when the label shows no text.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to button: UnsafeMutablePointer<GtkButton>,
        context: Context
    ) {
        gtk_container_add(button.cast(), child)
        nameIconOnly(button)
    }

    /// A button showing only an icon (an `Image`, a `Label` in the icon-only style) has no text for
    /// GTK to name it by: it takes the name its label has for screen readers, the label's title.
    private func nameIconOnly(_ button: UnsafeMutablePointer<GtkButton>) {
        guard let label = gtk_bin_get_child(button.cast()), AccessibleContent.combinedName(of: label).isEmpty,
            let accessible = gtk_widget_get_accessible(label), let name = atk_object_get_name(accessible)
        else { return }
        ControlSupport.setAccessibleName(String(cString: name), on: button)
    }

    /// Holds the latest action, so a click always runs the action of the latest view value.
    func makeCoordinator() -> Coordinator { Coordinator(action: action) }

    /// Turns the button's `clicked` signal into the view's action.
    final class Coordinator {
        /// The action a click runs.
        var action: @MainActor () -> Void
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
