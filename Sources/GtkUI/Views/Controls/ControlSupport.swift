/// Small pieces the controls share: their accessible names, the text of their labels, and
/// warnings given once per widget.
@MainActor
enum ControlSupport {
    /// The plain text of a label view, when it is a `Text`: what a control's accessible name is.
    static func text(of label: some View) -> String? {
        (label as? Text).flatMap { $0.isMarkup ? nil : $0.content }
    }

    /// `widget` as a bar across its row: flexible horizontally, centred vertically.
    static func horizontalBar<Bar>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Bar> {
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        return widget.cast()
    }

    /// Marks an accessible whose name `.accessibilityLabel` set: the control's own title, set on
    /// every update, must not take it back.
    static let namedByModifierKey = "gtkui-named-by-accessibility-label"

    /// Sets the widget's accessible (ATK) name when it differs and no `.accessibilityLabel` named
    /// it; nil or empty leaves it alone.
    static func setAccessibleName(_ name: String?, on widget: UnsafeMutablePointer<some Any>) {
        guard let name, !name.isEmpty, let accessible = gtk_widget_get_accessible(widget.cast()),
            g_object_get_data(accessible.gObject, namedByModifierKey) == nil
        else { return }
        let current = atk_object_get_name(accessible).map { String(cString: $0) }
        if current != name { atk_object_set_name(accessible, name) }
    }

    /// Warns with `message` when `isBad` becomes true, once until it becomes false again, so a bad
    /// input kept across many updates is reported once. The flag lives on the widget.
    static func warn(
        if isBad: Bool, on widget: UnsafeMutablePointer<some Any>, key: String, _ message: @autoclosure () -> String
    ) {
        let warned = g_object_get_data(widget.gObject, key) != nil
        guard isBad != warned else { return }
        // Any non-null pointer marks the flag; GLib never dereferences it.
        g_object_set_data(widget.gObject, key, isBad ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        if isBad { Diagnostics.warn(message()) }
    }

    /// `value` clamped into `lower...upper` for display, with one warning (see ``warn(if:on:key:_:)``)
    /// while it lies outside. A range with no room (`lower` not below `upper`) shows `lower`, with
    /// one warning.
    static func clamp(
        _ value: Double, lower: Double, upper: Double, on widget: UnsafeMutablePointer<some Any>, control: String
    ) -> Double {
        let empty = !(lower < upper)
        warn(
            if: empty, on: widget, key: "gtkui-empty-range",
            "GtkUI: \(control) range \(lower)...\(upper) is empty or inverted; it shows \(lower)")
        guard !empty else { return lower }
        let outside = !(lower...upper).contains(value)
        warn(
            if: outside, on: widget, key: "gtkui-value-outside",
            "GtkUI: \(control) value \(value) lies outside \(lower)...\(upper); it shows clamped")
        return value.isNaN ? lower : min(max(value, lower), upper)
    }
}

extension ControlSupport {
    /// The text of `label` when it is a ``Text`` with no markup and no font of its own: a title
    /// a GTK widget can show as its own label, with no view mounted for it.
    static func plainTitle(of label: some View) -> String? {
        guard let text = label as? Text, !text.isMarkup, text.font == nil, text.traits == FontTraits() else {
            return nil
        }
        return text.content
    }
}
