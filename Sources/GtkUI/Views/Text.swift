/// Plain text in a `GtkLabel`. The text is never interpreted as Pango markup.
public struct Text: GtkWidgetRepresentable, Equatable {
    /// The text shown.
    public let content: String
    /// The style, or nil for the theme's font.
    var font: Font?

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
        if context.coordinator.font != font {
            context.coordinator.font = font
            let attributes = font?.attributes()
            gtk_label_set_attributes(label, attributes)
            if let attributes { pango_attr_list_unref(attributes) }
        }
    }

    /// Remembers the applied style, so an unchanged one is not applied again.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// The style last applied to the label.
    public final class Coordinator {
        var font: Font?
    }
}
