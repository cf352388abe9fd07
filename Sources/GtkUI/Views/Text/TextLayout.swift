/// How a label wraps, cuts and lines up its text, from the environment's `.lineLimit`,
/// `.truncationMode`, `.multilineTextAlignment` and `.textSelection`.
///
/// GTK labels do not wrap unless asked: without a line limit, text keeps one line per line of
/// the text, and when its row is short of space it is cut at the tail with an ellipsis, as
/// SwiftUI truncates (GTK then measures the label's minimum width as an ellipsis's, and its
/// natural width as the whole text's; `.fixedSize()` asks for the whole text). A limit of one
/// cuts the line with an ellipsis; a larger limit wraps at words and cuts after that many lines.
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
        let truncation = settings.truncation ?? .tail
        ellipsize =
            switch truncation {
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

    private init(
        wraps: Bool, lines: Int32, ellipsize: PangoEllipsizeMode, justify: GtkJustification, xalign: Float,
        isSelectable: Bool
    ) {
        self.wraps = wraps
        self.lines = lines
        self.ellipsize = ellipsize
        self.justify = justify
        self.xalign = xalign
        self.isSelectable = isSelectable
    }

    /// The layout a new GtkLabel has, before anything is applied.
    static let gtkDefault = TextLayout(
        wraps: false, lines: -1, ellipsize: PANGO_ELLIPSIZE_NONE, justify: GTK_JUSTIFY_LEFT, xalign: 0.5,
        isSelectable: false)

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
