/// Text in a `GtkLabel`. Text is plain: it is never interpreted as Pango markup, unless made
/// with ``init(markup:)``, which validates it first.
public struct Text: GtkWidgetRepresentable, Equatable {
    /// The text shown, or its markup.
    public let content: String
    /// Whether `content` is Pango markup.
    let isMarkup: Bool
    /// The style, or nil for the theme's font.
    var font: Font?

    /// Shows `content` as is.
    public init(_ content: some StringProtocol) {
        self.content = String(content)
        isMarkup = false
    }

    /// Shows `content` as is.
    public init(verbatim content: String) {
        self.content = content
        isMarkup = false
    }

    /// Shows Pango markup such as `"<b>Bold</b> and <i>italic</i>"`. Invalid markup logs one
    /// warning with Pango's reason and is shown as plain text, tags and all, so nothing is lost.
    public init(markup: String) {
        content = markup
        isMarkup = true
    }

    /// Creates the label.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLabel> {
        gtk_label_new(nil)!.cast()
    }

    /// Sets the text when it differs: setting equal text would make GTK lay out again for nothing.
    public func updateWidget(_ label: UnsafeMutablePointer<GtkLabel>, context: Context) {
        let content = shownContent(coordinator: context.coordinator)
        if isMarkup, context.coordinator.rejectedMarkup != content {
            applyMarkup(content, to: label, coordinator: context.coordinator)
        } else if gtk_label_get_use_markup(label) != 0 || String(cString: gtk_label_get_text(label)) != content {
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

    /// The content with each NUL character replaced by U+FFFD: GTK takes C strings, which would end
    /// at the first NUL and hide the rest. Warns once per label.
    private func shownContent(coordinator: Coordinator) -> String {
        guard content.utf8.contains(0) else { return content }
        if !coordinator.warnedAboutNul {
            coordinator.warnedAboutNul = true
            Diagnostics.warn("GtkUI: Text contains a NUL character; it is shown as U+FFFD (\u{FFFD})")
        }
        return content.replacingOccurrences(of: "\0", with: "\u{FFFD}")
    }

    private func applyMarkup(_ content: String, to label: UnsafeMutablePointer<GtkLabel>, coordinator: Coordinator) {
        if gtk_label_get_use_markup(label) != 0, String(cString: gtk_label_get_label(label)) == content { return }
        var error: UnsafeMutablePointer<GError>?
        if pango_parse_markup(content, -1, 0, nil, nil, nil, &error) != 0 {
            gtk_label_set_markup(label, content)
            return
        }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        Diagnostics.warn("GtkUI: invalid Pango markup in Text(markup:), shown as plain text: \(reason)")
        coordinator.rejectedMarkup = content
        gtk_label_set_text(label, content)
    }

    /// What was last applied to the label.
    public final class Coordinator {
        var font: Font?
        /// Markup that failed to parse, shown as plain text; not parsed (or reported) again.
        var rejectedMarkup: String?
        /// Whether a NUL in the text was reported; it is reported once per label.
        var warnedAboutNul = false
    }
}
