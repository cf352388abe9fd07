/// A one-line text entry (`GtkEntry`) bound two-way to a string.
///
/// As in SwiftUI, it is flexible horizontally: it takes the free width of its row and fills a
/// `VStack`'s width, and `.frame(width:)` or `.fixedSize()` give it a definite width.
public struct TextField: View {
    let placeholder: String
    @Binding var text: String

    /// An entry with placeholder `title`, editing `text`.
    public init(_ title: some StringProtocol, text: Binding<String>) {
        placeholder = String(title)
        _text = text
    }
}

extension TextField: PrimitiveView {
    var representable: TextFieldWidget { TextFieldWidget(placeholder: placeholder, text: $text, isSecure: false) }
}

/// The entry behind ``TextField`` and ``SecureField``.
struct TextFieldWidget: GtkWidgetRepresentable {
    let placeholder: String
    @Binding var text: String
    /// Hides the text and tells input methods and screen readers that it is a password.
    let isSecure: Bool

    /// Creates the entry; each edit writes the binding once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEntry> {
        let entry: UnsafeMutablePointer<GtkEntry> = gtk_entry_new()!.cast()
        gtk_widget_set_hexpand(entry.cast(), 1)
        // GtkEntry's default minimum is about 150 pixels; a small one lets a frame narrow it.
        gtk_entry_set_width_chars(entry, Self.minimumCharacters)
        if isSecure {
            gtk_entry_set_visibility(entry, 0)
            gtk_entry_set_input_purpose(entry, GTK_INPUT_PURPOSE_PASSWORD)
        }
        context.connectEdits(entry, "changed") { String(cString: gtk_entry_get_text(entry)) }
        return entry
    }

    /// Brings the entry in line with the binding, without echoing the write back.
    func updateWidget(_ entry: UnsafeMutablePointer<GtkEntry>, context: Context) {
        let current = gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } ?? ""
        if current != placeholder {
            gtk_entry_set_placeholder_text(entry, placeholder)
            // The ideal width fits the placeholder, as SwiftUI's does; rows give it more.
            gtk_entry_set_max_width_chars(entry, max(Self.minimumCharacters, Int32(clamping: placeholder.count)))
            // The title names the field for screen readers, as SwiftUI's does.
            ControlSupport.setAccessibleName(placeholder, on: entry)
        }
        FontAttributes.apply(FontAttributes.resolve(context.environment), to: entry)
        context.show($text, current: String(cString: gtk_entry_get_text(entry))) { gtk_entry_set_text(entry, $0) }
    }

    /// The narrowest the entry gets, in characters.
    static var minimumCharacters: Int32 { 4 }

    /// Holds the latest binding for the entry's handler.
    func makeCoordinator() -> BindingCoordinator<String> { BindingCoordinator($text) }
}
