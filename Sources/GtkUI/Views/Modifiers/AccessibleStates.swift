import CGtkShim

/// ATK states a widget reports beyond what GTK computes for it: a list row's selection, the
/// `.isSelected` trait. GTK 3 offers no setter, so the shim's state override does it.
@MainActor
enum AccessibleStates {
    /// Makes `widget`'s accessible report `added` and not `removed`, on top of GTK's own states.
    /// Clients hear of each state that changes; the same sets again change nothing.
    static func override(_ widget: WidgetPointer, adding added: [AtkStateType], removing removed: [AtkStateType] = []) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        gtkui_accessible_override_states(accessible, mask(added), mask(removed))
    }

    private static func mask(_ states: [AtkStateType]) -> guint64 {
        states.reduce(0) { $0 | (1 << guint64($1.rawValue)) }
    }
}
