/// Plain text in a `GtkLabel`. The text is never interpreted as Pango markup.
public struct Text: GtkWidgetRepresentable, Equatable {
    /// The text shown.
    public let content: String

    /// Shows `content` as is.
    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }

    /// Shows `content` as is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Creates the label.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLabel> {
        gtk_label_new(nil)!.cast()
    }

    /// Sets the text when it differs: setting equal text would make GTK lay out again for nothing.
    public func updateWidget(_ label: UnsafeMutablePointer<GtkLabel>, context: Context) {
        if String(cString: gtk_label_get_text(label)) != content {
            gtk_label_set_text(label, content)
        }
    }
}
