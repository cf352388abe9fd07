/// An alert described as a value, SwiftUI's older form kept so that code written for it compiles:
/// a title, an optional message and one or two buttons, shown by ``View/alert(isPresented:content:)``
/// or ``View/alert(item:content:)``.
///
/// ```swift
/// .alert(isPresented: $showAlert) {
///     Alert(title: Text("Saved"), message: Text("The file was saved."), dismissButton: .default(Text("OK")))
/// }
/// ```
/// It is shown as the `GtkMessageDialog` of ``View/alert(_:isPresented:actions:message:)``, its
/// buttons in the dialog's row; any button closes it after its action ran.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; without `dismissButton`, one "OK" button.
    nonisolated public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, `primaryButton` first.
    nonisolated public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The buttons as the dialog's button row shows them.
    @MainActor @ViewBuilder var actions: some View {
        ForEach(buttons.indices, id: \.self) { index in buttons[index].view }
    }
}

extension View {
    /// Shows the alert `content` returns while `isPresented` is true; any of its buttons, the
    /// close button or Escape closes it and sets `isPresented` to false.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        let dialog = AlertDialog(title: alert.title.plainContent, actions: alert.actions, message: alert.message)
        return sheet(isPresented: isPresented) { dialog }
    }

    /// Shows the alert `content` returns for `item` while `item` is not nil; closing it sets
    /// `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content) ?? Alert(title: Text(verbatim: ""))
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { presented in if !presented { item.wrappedValue = nil } })
        return self.alert(isPresented: isPresented) { alert }
    }
}
