/// Shows a `GtkMessageDialog` while a binding is true: the GTK form of SwiftUI's
/// `.alert(_:isPresented:actions:message:)`.
struct AlertPresenter<Content: View, Actions: View, Message: View>: View {
    let content: Content
    let title: String
    @Binding var isPresented: Bool
    let actions: Actions
    let message: Message

    /// The content, plus the dialog while presented.
    public var body: some View {
        content
            .sheet(isPresented: $isPresented) {
                AlertDialog(title: title, actions: actions, message: message)
            }
    }
}

extension View {
    /// Shows an alert titled `title` while `isPresented` is true. `actions` (usually ``Button``s)
    /// are shown in the dialog's button row, `message` below the title. Any button, the close
    /// button or Escape closes the alert and sets `isPresented` to false. Without actions the alert
    /// has one "OK" button.
    public func alert<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        AlertPresenter(
            content: self, title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert titled `title` with the given buttons while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        AlertPresenter(
            content: self, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }
}
