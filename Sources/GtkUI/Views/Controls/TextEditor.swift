/// Multi-line text editing: a `GtkTextView` in a `GtkScrolledWindow`, bound two-way to a string.
///
/// As in SwiftUI, it is flexible in both directions and wraps long lines. Setting the text from
/// code keeps the cursor where it was (by character offset), so appending to a log does not move
/// the user's cursor, and setting the text it already has changes nothing.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: PrimitiveView {
    var representable: TextEditorWidget { TextEditorWidget(text: text) }
}

/// The scrolled `GtkTextView` behind ``TextEditor``.
struct TextEditorWidget: GtkWidgetRepresentable {
    let text: Binding<String>

    func makeCoordinator() -> BindingCoordinator<String> { BindingCoordinator(text) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkScrolledWindow> {
        let scrolled: UnsafeMutablePointer<GtkScrolledWindow> = gtk_scrolled_window_new(nil, nil)!.cast()
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_min_content_height(scrolled, 60)
        gtk_widget_set_hexpand(scrolled.cast(), 1)
        gtk_widget_set_vexpand(scrolled.cast(), 1)
        let view: UnsafeMutablePointer<GtkTextView> = gtk_text_view_new()!.cast()
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        // Text off the frame, as in an entry.
        gtk_text_view_set_left_margin(view, 6)
        gtk_text_view_set_right_margin(view, 6)
        gtk_text_view_set_top_margin(view, 4)
        gtk_text_view_set_bottom_margin(view, 4)
        gtk_widget_show(view.cast())
        gtk_container_add(scrolled.cast(), view.cast())
        // The buffer lives as long as the view, which the scrolled window keeps.
        let buffer = gtk_text_view_get_buffer(view)!
        context.connectEdits(buffer, "changed") { Self.text(of: buffer) }
        return scrolled
    }

    func updateWidget(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context) {
        guard let view = gtk_bin_get_child(scrolled.cast()), let buffer = gtk_text_view_get_buffer(view.cast())
        else { return }
        context.show(text, current: Self.text(of: buffer)) { Self.replace(buffer, with: $0) }
    }

    /// All of the buffer's text.
    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    /// Sets the buffer's text to `text`, appending when it only grew, with the cursor and the
    /// selection kept at their character offsets.
    static func replace(_ buffer: UnsafeMutablePointer<GtkTextBuffer>, with text: String) {
        let insertOffset = offset(of: gtk_text_buffer_get_insert(buffer), in: buffer)
        let boundOffset = offset(of: gtk_text_buffer_get_selection_bound(buffer), in: buffer)
        let old = Self.text(of: buffer)
        if text.utf8.starts(with: old.utf8) {
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            let added = Array(text.utf8.dropFirst(old.utf8.count))
            added.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) {
                    gtk_text_buffer_insert(buffer, &end, $0.baseAddress, Int32(clamping: $0.count))
                }
            }
        } else {
            gtk_text_buffer_set_text(buffer, text, -1)
        }
        var insert = GtkTextIter()
        var bound = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &insert, insertOffset)
        gtk_text_buffer_get_iter_at_offset(buffer, &bound, boundOffset)
        gtk_text_buffer_select_range(buffer, &insert, &bound)
    }

    private static func offset(
        of mark: UnsafeMutablePointer<GtkTextMark>, in buffer: UnsafeMutablePointer<GtkTextBuffer>
    )
        -> Int32
    {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, mark)
        return gtk_text_iter_get_offset(&iter)
    }
}
