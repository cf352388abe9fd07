import CGtkShim

/// What the content of a widget says to a screen reader, read from its widgets: a list row's or a
/// combined element's name is made from it.
@MainActor
enum AccessibleContent {
    /// The texts the widgets below `widget` show, depth first, as one name (VoiceOver joins a
    /// combined element's labels so): each label's text, or the name `.accessibilityLabel` gave
    /// a widget instead of its content's. Hidden widgets say nothing.
    static func combinedName(of widget: WidgetPointer) -> String {
        guard let name = gtkui_accessible_content_name(widget) else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }
}
