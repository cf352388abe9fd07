/// A push button (`GtkButton`) that runs `action` once per click.
public struct Button<Label: View>: View {
    let label: Label
    let action: @MainActor () -> Void

    /// A button showing the views `label` builds.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button: PrimitiveContainerView {
    var representable: ButtonWidget<Label> { ButtonWidget(content: label, action: action) }
}

/// The GtkButton behind ``Button``; its label is its content.
struct ButtonWidget<Label: View>: GtkContainerRepresentable {
    let content: Label
    let action: @MainActor () -> Void

    /// Creates the button and routes its clicks to the current action.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkButton> {
        let button: UnsafeMutablePointer<GtkButton> = gtk_button_new()!.cast()
        let coordinator = context.coordinator
        context.connect(button, "clicked") { _ in coordinator.action() }
        return button
    }

    /// Keeps the coordinator's action current.
    func updateWidget(_ button: UnsafeMutablePointer<GtkButton>, context: Context) {
        context.coordinator.action = action
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
    public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
