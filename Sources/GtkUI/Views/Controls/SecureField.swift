/// A one-line entry for a password: a `GtkEntry` with its text hidden, bound two-way to a string.
///
/// It behaves as ``TextField`` does: flexible horizontally, with `title` as its placeholder. The
/// title is also its accessible name, and GTK announces it as a password field.
public struct SecureField: View {
    private let title: String
    private let text: Binding<String>

    /// A password entry with placeholder `title`, editing `text`.
    public init(_ title: some StringProtocol, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// The entry.
    public var body: some View {
        SecureFieldWidget(field: TextField(title, text: text))
    }
}

/// A ``TextField``'s entry with its text hidden. It reuses TextField's making and updating, so the
/// two entries cannot drift apart, and adds only what a password entry does differently.
struct SecureFieldWidget: GtkWidgetRepresentable {
    let field: TextField

    func makeCoordinator() -> BindingCoordinator<String> { field.makeCoordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEntry> {
        let entry = field.makeWidget(context: fieldContext(context))
        gtk_entry_set_visibility(entry, 0)
        gtk_entry_set_input_purpose(entry, GTK_INPUT_PURPOSE_PASSWORD)
        return entry
    }

    func updateWidget(_ entry: UnsafeMutablePointer<GtkEntry>, context: Context) {
        field.updateWidget(entry, context: fieldContext(context))
        ControlSupport.setAccessibleName(field.placeholder, on: entry)
    }

    /// This view's context as the text field's: the same coordinator, environment and connections.
    private func fieldContext(_ context: Context) -> TextField.Context {
        TextField.Context(
            coordinator: context.coordinator, environment: context.environment, connections: context.connections)
    }
}
