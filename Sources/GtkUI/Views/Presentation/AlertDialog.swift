import CGtkShim

/// The GtkMessageDialog of an alert or a confirmation dialog: its actions and message are mounted
/// as real views, the actions in the dialog's button row and the message in its message area.
struct AlertDialog<Actions: View, Message: View>: GtkWindowRepresentable {
    let title: String
    let actions: Actions
    let message: Message
    /// A confirmation dialog's: a question, a Cancel button of its own while no action has the
    /// cancel role, no "OK" without actions, and a title that may be hidden.
    var isConfirmation = false
    var showsTitle = true

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkDialog> {
        let dialog: UnsafeMutablePointer<GtkDialog> = gtkui_message_dialog_new(
            context.parentWindow, isConfirmation ? GTK_MESSAGE_QUESTION : GTK_MESSAGE_INFO, title, nil)!.cast()
        // A confirmation's window keeps the title for window lists and screen readers, shown or not.
        if isConfirmation { gtk_window_set_title(dialog.cast(), title) }
        if !showsTitle, let area = gtk_message_dialog_get_message_area(dialog.cast()),
            let primary = WidgetTitle.label(in: area)
        {
            gtk_widget_hide(primary.cast())
            gtk_widget_set_no_show_all(primary.cast(), 1)
        }
        var environment = context.environment
        // The alert's own presentation ends here; sheets inside it present themselves anew.
        environment.windowPresentation = WindowPresentation()
        let actionHost = HostingWidget(rootView: actionRow(context: context), environment: environment)
        // The row is no response widget of the dialog: its buttons act and close it themselves.
        if let area = gtkui_dialog_action_area(dialog) { gtk_container_add(area.cast(), actionHost.widget) }
        gtk_widget_show(actionHost.widget)
        context.coordinator.actionHost = actionHost
        if Message.self != EmptyView.self, let area = gtk_message_dialog_get_message_area(dialog.cast()) {
            let messageHost = HostingWidget(rootView: message, environment: environment)
            gtk_container_add(area.cast(), messageHost.widget)
            gtk_widget_show(messageHost.widget)
            context.coordinator.messageHost = messageHost
        }
        return dialog
    }

    func updateWindow(_ dialog: UnsafeMutablePointer<GtkDialog>, context: Context) {
        context.coordinator.actionHost?.rootView = actionRow(context: context)
        context.coordinator.messageHost?.rootView = message
    }

    static func dismantleWindow(_ window: UnsafeMutablePointer<GtkDialog>, coordinator: Coordinator) {
        coordinator.actionHost = nil
        coordinator.messageHost = nil
    }

    /// The actions, or an alert's one "OK" button without any; any button closes the dialog.
    private func actionRow(context: Context) -> AlertActionRow<AnyView> {
        let close = context.environment.windowPresentation.onUserClose ?? {}
        let addsOK = Actions.self == EmptyView.self && !isConfirmation
        let buttons = addsOK ? AnyView(Button("OK") {}) : AnyView(actions)
        return AlertActionRow(content: buttons, close: close, providesCancel: isConfirmation)
    }

    /// Keeps the hosts of the action row and the message for as long as the dialog is mounted.
    final class Coordinator {
        var actionHost: HostingWidget<AlertActionRow<AnyView>>?
        var messageHost: HostingWidget<Message>?
    }
}
