/// A choice of actions described as a value, SwiftUI's older form of
/// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:)-(StringProtocol,_,_,_)``, kept so that code written
/// for it compiles; shown by ``View/actionSheet(isPresented:content:)``.
///
/// It is the confirmation dialog's `GtkMessageDialog`: a title, an optional message and its
/// buttons; a "Cancel" button is added while none of them cancels.
public struct ActionSheet {
    /// A button of the sheet; the same as an ``Alert``'s.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet titled `title` with `buttons` (by default one that cancels).
    nonisolated public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The buttons as the dialog's button row shows them.
    @MainActor @ViewBuilder var actions: some View {
        ForEach(buttons.indices, id: \.self) { index in buttons[index].view }
    }
}

extension View {
    /// Shows the action sheet `content` returns while `isPresented` is true, as a confirmation
    /// dialog; any of its buttons, the close button or Escape closes it and sets `isPresented`
    /// to false.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        let dialog = AlertDialog(
            title: sheet.title.plainContent, actions: sheet.actions, message: sheet.message, isConfirmation: true)
        return self.sheet(isPresented: isPresented) { dialog }
    }

    /// Shows the action sheet `content` returns for `item` while `item` is not nil; closing it
    /// sets `item` to nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content) ?? ActionSheet(title: Text(verbatim: ""))
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { presented in if !presented { item.wrappedValue = nil } })
        return actionSheet(isPresented: isPresented) { sheet }
    }
}
