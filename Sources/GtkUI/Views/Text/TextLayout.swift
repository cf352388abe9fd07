/// How a label wraps, cuts and lines up its text, from the environment's `.lineLimit`,
/// `.truncationMode`, `.multilineTextAlignment` and `.textSelection`.
///
/// GTK labels do not wrap unless asked: without a line limit, text keeps GTK's sizing (one line
/// per line of the text). A limit of one cuts the line with an ellipsis; a larger limit wraps at
/// words and cuts after that many lines. The default settings give GTK's default label, so a
/// plain label is left untouched.
struct TextLayout: Equatable {
    let wraps: Bool
    let lines: Int32
    let ellipsize: PangoEllipsizeMode
    /// GTK flips left and right in right-to-left text, so left is leading.
    let justify: GtkJustification
    let xalign: Float
    let isSelectable: Bool

    init(_ settings: TextEnvironment) {
        let limit = settings.lineLimit
        wraps = (limit ?? 1) > 1
        lines = limit.map { Int32(clamping: $0) } ?? -1
        let truncation = limit == nil ? settings.truncation : settings.truncation ?? .tail
        ellipsize =
            switch truncation {
            case nil: PANGO_ELLIPSIZE_NONE
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
        justify =
            switch settings.alignment {
            case .leading: GTK_JUSTIFY_LEFT
            case .center: GTK_JUSTIFY_CENTER
            case .trailing: GTK_JUSTIFY_RIGHT
            }
        // GTK may give a wrapping label more width than its longest line; SwiftUI's text block
        // then sits on the side its lines are aligned to, not in the middle.
        xalign =
            !wraps || settings.alignment == .center ? 0.5 : settings.alignment == .leading ? 0 : 1
        isSelectable = settings.isSelectable
    }

    /// A new label's layout.
    static let gtkDefault = TextLayout(TextEnvironment())

    /// Sets on `label` what differs from `applied`, the layout it has.
    @MainActor
    func apply(to label: UnsafeMutablePointer<GtkLabel>, replacing applied: TextLayout) {
        if wraps != applied.wraps {
            gtk_label_set_line_wrap(label, wraps ? 1 : 0)
            if wraps { gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR) }
        }
        if lines != applied.lines { gtk_label_set_lines(label, lines) }
        if ellipsize != applied.ellipsize { gtk_label_set_ellipsize(label, ellipsize) }
        if justify != applied.justify { gtk_label_set_justify(label, justify) }
        if xalign != applied.xalign { gtk_label_set_xalign(label, xalign) }
        if isSelectable != applied.isSelectable { gtk_label_set_selectable(label, isSelectable ? 1 : 0) }
    }
}
