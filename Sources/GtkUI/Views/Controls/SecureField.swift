/// A one-line entry for a password: a `GtkEntry` with its text hidden, bound two-way to a string.
///
/// It behaves as ``TextField`` does: flexible horizontally, with `title` as its placeholder. The
/// title is also its accessible name, and GTK announces it as a password field.
public struct SecureField: View {
    let placeholder: String
    let text: Binding<String>

    /// A password entry with placeholder `title`, editing `text`.
    public init(_ title: some StringProtocol, text: Binding<String>) {
        placeholder = String(title)
        self.text = text
    }
}

extension SecureField: PrimitiveView {
    var representable: TextFieldWidget { TextFieldWidget(placeholder: placeholder, text: text, isSecure: true) }
}
