/// A one-line entry for a password: a `GtkEntry` with its text hidden, bound two-way to a string.
///
/// It behaves as ``TextField`` does: flexible horizontally, with `title` as its placeholder. The
/// title is also its accessible name, and GTK announces it as a password field. Enter runs
/// `onCommit` and the actions of enclosing ``View/onSubmit(of:_:)`` modifiers.
public struct SecureField: View {
    let placeholder: String
    let text: Binding<String>
    let onCommit: @MainActor () -> Void

    /// A password entry with placeholder `title`, editing `text`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, text: Binding<String>) {
        self.init(title, text: text, onCommit: {})
    }

    /// A password entry with placeholder `title`, editing `text`; `onCommit` runs on Enter.
    nonisolated public init(
        _ title: some StringProtocol, text: Binding<String>, onCommit: @escaping @MainActor () -> Void
    ) {
        placeholder = String(title)
        self.text = text
        self.onCommit = onCommit
    }

    /// The entry, after its title in a form row.
    public var body: some View {
        FormRow(title: placeholder) {
            TextFieldWidget(placeholder: placeholder, text: text, isSecure: true, onCommit: onCommit)
        }
    }
}
