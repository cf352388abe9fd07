import CGtkShim

/// The `GtkMessageDialog` of `.confirmationDialog`: its actions are mounted as real views in the
/// dialog's button row (``ConfirmationActionRow``, which adds a Cancel button when they have
/// none), its message in the message area.
struct ConfirmationDialogWindow<Actions: View, Message: View>: GtkWindowRepresentable {
    let title: String
    let showsTitle: Bool
    let actions: Actions
    let message: Message

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkDialog> {
        let dialog: UnsafeMutablePointer<GtkDialog> = gtkui_message_dialog_new(
            context.parentWindow, GTK_MESSAGE_QUESTION, title, nil)!.cast()
        // The window keeps the title for window lists and screen readers, shown or not.
        gtk_window_set_title(dialog.cast(), title)
        if !showsTitle, let area = gtk_message_dialog_get_message_area(dialog.cast()),
            let primary = WidgetTitle.label(in: area)
        {
            gtk_widget_hide(primary.cast())
            gtk_widget_set_no_show_all(primary.cast(), 1)
        }
        var environment = context.environment
        // The dialog's own presentation ends here; sheets inside it present themselves anew.
        environment.windowPresentation = WindowPresentation()
        let actionHost = HostingWidget(rootView: actionRow(context: context), environment: environment)
        gtk_dialog_add_action_widget(dialog, actionHost.widget, GTK_RESPONSE_NONE.rawValue)
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

    /// The actions; any button closes the dialog.
    private func actionRow(context: Context) -> ConfirmationActionRow<Actions> {
        ConfirmationActionRow(content: actions, close: context.environment.windowPresentation.onUserClose ?? {})
    }

    /// Keeps the hosts of the action row and the message for as long as the dialog is mounted.
    final class Coordinator {
        var actionHost: HostingWidget<ConfirmationActionRow<Actions>>?
        var messageHost: HostingWidget<Message>?
    }
}
