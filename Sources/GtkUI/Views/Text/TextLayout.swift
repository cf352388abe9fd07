/// How a label wraps, cuts and lines up its text, from the environment's `.lineLimit`,
/// `.truncationMode`, `.multilineTextAlignment` and `.textSelection`.
///
/// GTK labels do not wrap unless asked: without a line limit, text keeps GTK's sizing (one line
/// per line of the text). A limit of one cuts the line with an ellipsis; a larger limit wraps at
/// words and cuts after that many lines.
@MainActor
struct TextLayout {
    let wraps: Bool
    let lines: Int32
    let ellipsize: PangoEllipsizeMode
    let alignment: TextAlignment
    let isSelectable: Bool

    init(_ environment: EnvironmentValues) {
        let limit = environment.lineLimit
        wraps = (limit ?? 1) > 1
        lines = limit.map { Int32(clamping: $0) } ?? -1
        let truncation = limit == nil ? environment.explicitTruncationMode : environment.truncationMode
        ellipsize =
            switch truncation {
            case nil: PANGO_ELLIPSIZE_NONE
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
        alignment = environment.multilineTextAlignment
        isSelectable = environment.isTextSelectable
    }

    /// Sets what differs on `label`.
    func apply(to label: UnsafeMutablePointer<GtkLabel>) {
        if (gtk_label_get_line_wrap(label) != 0) != wraps {
            gtk_label_set_line_wrap(label, wraps ? 1 : 0)
            if wraps { gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR) }
        }
        if gtk_label_get_lines(label) != lines { gtk_label_set_lines(label, lines) }
        if gtk_label_get_ellipsize(label) != ellipsize { gtk_label_set_ellipsize(label, ellipsize) }
        let justify = justification(in: label)
        if gtk_label_get_justify(label) != justify { gtk_label_set_justify(label, justify) }
        // GTK may give a wrapping label more width than its longest line; SwiftUI's text block
        // then sits on the side its lines are aligned to, not in the middle.
        let xalign: Float = !wraps || justify == GTK_JUSTIFY_CENTER ? 0.5 : justify == GTK_JUSTIFY_LEFT ? 0 : 1
        if gtk_label_get_xalign(label) != xalign { gtk_label_set_xalign(label, xalign) }
        if (gtk_label_get_selectable(label) != 0) != isSelectable {
            gtk_label_set_selectable(label, isSelectable ? 1 : 0)
        }
    }

    /// GTK justifies by left and right; leading and trailing follow the label's direction.
    private func justification(in label: UnsafeMutablePointer<GtkLabel>) -> GtkJustification {
        let rightToLeft = gtk_widget_get_direction(label.cast()) == GTK_TEXT_DIR_RTL
        switch alignment {
        case .leading: return rightToLeft ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_LEFT
        case .center: return GTK_JUSTIFY_CENTER
        case .trailing: return rightToLeft ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT
        }
    }
}
