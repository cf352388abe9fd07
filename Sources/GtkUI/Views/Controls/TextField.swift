/// A one-line text entry (`GtkEntry`) bound two-way to a string.
///
/// As in SwiftUI, it is flexible horizontally: it takes the free width of its row and fills a
/// `VStack`'s width, and `.frame(width:)` or `.fixedSize()` give it a definite width. Enter
/// runs `onCommit` and then the actions of enclosing ``View/onSubmit(of:_:)`` modifiers. In a
/// ``Form`` the title is shown at the start of the row as well as in the entry.
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>
    let onEditingChanged: @MainActor (Bool) -> Void
    let onCommit: @MainActor () -> Void
    /// Writes on Enter and focus loss only: a formatted field.
    var commitsOnSubmit = false

    /// An entry with placeholder `title`, editing `text`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, text: Binding<String>) {
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: {})
    }

    /// An entry with placeholder `title`, editing `text`; `onEditingChanged` hears true when
    /// the entry takes the keyboard focus and false when it loses it, and `onCommit` runs on
    /// Enter.
    nonisolated public init(
        _ title: some StringProtocol, text: Binding<String>,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void
    ) {
        placeholder = String(title)
        self.text = text
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// The entry, after its title in a form row.
    public var body: some View {
        FormRow(title: placeholder) {
            TextFieldWidget(
                placeholder: placeholder, text: text, isSecure: false, onEditingChanged: onEditingChanged,
                onCommit: onCommit, commitsOnSubmit: commitsOnSubmit)
        }
    }
}
