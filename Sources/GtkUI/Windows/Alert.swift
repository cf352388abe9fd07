import CGtkShim

/// Shows a `GtkMessageDialog` while a binding is true: the GTK form of SwiftUI's
/// `.alert(_:isPresented:actions:message:)`.
public struct Alert<Content: View, Actions: View, Message: View>: View {
    let content: Content
    let title: String
    @Binding var isPresented: Bool
    let actions: Actions
    let message: Message

    /// The content, plus the dialog while presented.
    public var body: some View {
        content
            .sheet(isPresented: $isPresented) {
                AlertDialog(
                    title: title, message: AlertParts.text(of: message), buttons: AlertParts.buttons(of: actions))
            }
    }
}

extension View {
    /// Shows an alert titled `title` while `isPresented` is true. `actions` are ``Button``s with
    /// text labels, shown as the dialog's buttons; `message` is a ``Text``. Any button, the close
    /// button or Escape closes the alert and sets `isPresented` to false. Without actions the alert
    /// has one "OK" button.
    public func alert<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> Alert<Self, Actions, Message> {
        Alert(content: self, title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert titled `title` with the given buttons while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> Alert<Self, Actions, EmptyView> {
        Alert(content: self, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }
}

/// Reads an alert's buttons and message out of their views.
@MainActor
enum AlertParts {
    struct DialogButton {
        let title: String
        let action: @MainActor () -> Void
    }

    static func buttons(of actions: some View) -> [DialogButton] {
        views(in: actions).compactMap { view in
            guard let button = view as? Button<Text> else {
                Diagnostics.warn("GtkUI: alert actions must be Buttons with text labels; \(type(of: view)) is ignored")
                return nil
            }
            return DialogButton(title: button.content.content, action: button.action)
        }
    }

    static func text(of message: some View) -> String {
        views(in: message).compactMap { ($0 as? Text)?.content }.joined(separator: "\n")
    }

    private static func views(in view: any View) -> [any View] {
        if let tuple = view as? any TupleViewProtocol { return tuple.childViews.flatMap { views(in: $0) } }
        return [view]
    }
}

/// The alert's GtkMessageDialog.
struct AlertDialog: GtkWindowRepresentable {
    let title: String
    let message: String
    let buttons: [AlertParts.DialogButton]

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkDialog> {
        let dialog: UnsafeMutablePointer<GtkDialog> = gtkui_message_dialog_new(
            context.parentWindow, GTK_MESSAGE_INFO, title, message)!.cast()
        let labels = buttons.isEmpty ? ["OK"] : buttons.map(\.title)
        for (index, label) in labels.enumerated() {
            gtk_dialog_add_button(dialog, label, Int32(index))
        }
        let coordinator = context.coordinator
        context.connect(dialog, "response") { args in
            guard let index = args[1].int, coordinator.buttons.indices.contains(index) else { return }
            coordinator.buttons[index].action()
        }
        return dialog
    }

    func updateWindow(_ dialog: UnsafeMutablePointer<GtkDialog>, context: Context) {
        context.coordinator.buttons = buttons
    }

    /// Holds the latest button actions for the dialog's response handler.
    final class Coordinator {
        var buttons: [AlertParts.DialogButton] = []
    }
}
