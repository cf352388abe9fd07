extension View {
    /// Asks for a choice among `actions` (usually ``Button``s) in a modal dialog while
    /// `isPresented` is true, with `message` below the title.
    ///
    /// Any button, the close button or Escape closes the dialog and sets `isPresented` to false;
    /// setting it to false closes the dialog. When no action has the ``ButtonRole/cancel`` role, a
    /// "Cancel" button is added at the start of the row. Destructive buttons are styled
    /// `destructive-action`.
    ///
    /// Where GTK differs: the dialog is a `GtkMessageDialog` over the window, as an alert is, not
    /// an action sheet; `.automatic` title visibility shows the title. Closing by Escape or the
    /// close button does not run a cancel button's action.
    public func confirmationDialog<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        confirmationDialog(
            titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Asks for a choice among `actions` in a modal dialog titled `title` as it is, with
    /// `message` below the title, while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        let dialog = AlertDialog(
            title: String(title), actions: actions(), message: message(), isConfirmation: true,
            showsTitle: titleVisibility != .hidden)
        return sheet(isPresented: isPresented) { dialog }
    }

    /// Asks for a choice among `actions` in a modal dialog titled by the text of `titleKey`
    /// while `isPresented` is true.
    public func confirmationDialog<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(
            titleKey.resolved(), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Asks for a choice among `actions` in a modal dialog titled `title` as it is while
    /// `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }
}
