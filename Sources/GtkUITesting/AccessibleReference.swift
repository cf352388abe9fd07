import GtkUI

/// Holds one reference on an `AtkObject`, so an ``Element`` stays valid while a test keeps it,
/// even after its widget is destroyed (ATK then reports it as defunct).
@MainActor
final class AccessibleReference {
    let object: UnsafeMutablePointer<AtkObject>

    /// Takes over a reference the caller owns, as `atk_object_ref_accessible_child` returns.
    init(adopting object: UnsafeMutablePointer<AtkObject>) {
        self.object = object
    }

    /// Adds a reference of its own, for a borrowed pointer such as `gtk_widget_get_accessible`'s.
    init(retaining object: UnsafeMutablePointer<AtkObject>) {
        g_object_ref(UnsafeMutableRawPointer(object))
        self.object = object
    }

    /// The children ATK reports, in order.
    var children: [AccessibleReference] {
        let count = atk_object_get_n_accessible_children(object)
        guard count > 0 else { return [] }
        return (0..<count).compactMap { index in
            atk_object_ref_accessible_child(object, index).map { AccessibleReference(adopting: $0) }
        }
    }

    var role: AtkRole { atk_object_get_role(object) }

    var roleName: String { atk_role_get_name(role).map { String(cString: $0) } ?? "unknown" }

    /// The accessible name; empty when there is none.
    var name: String { atk_object_get_name(object).map { String(cString: $0) } ?? "" }

    /// The identifier set by `.accessibilityIdentifier`; empty when there is none.
    var identifier: String { atk_object_get_accessible_id(object).map { String(cString: $0) } ?? "" }

    /// Whether the object's state set holds `state`.
    func has(_ state: AtkStateType) -> Bool {
        guard let states = atk_object_ref_state_set(object) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(states)) }
        return atk_state_set_contains_state(states, state) != 0
    }

    /// Whether the object is selected: ATK's selected state, or GTK's selected state flag on its
    /// widget (which draws it selected), since ATK reports the flag only for GTK's own lists.
    var isSelected: Bool {
        if has(ATK_STATE_SELECTED) { return true }
        guard let widget else { return false }
        return gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }

    /// Whether the object implements the ATK interface `type`, such as `atk_value_get_type()`.
    func implements(_ type: GType) -> Bool { object.isInstance(of: type) }

    /// The object as an ATK interface pointer (`AtkValue *`, `AtkText *`, …).
    var interface: OpaquePointer { OpaquePointer(object) }

    /// The widget behind the object, for GTK's own accessibles; nil once the widget is gone.
    var widget: UnsafeMutablePointer<GtkWidget>? {
        guard object.isInstance(of: gtk_accessible_get_type()) else { return nil }
        return gtk_accessible_get_widget(object.cast())
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(object))
    }
}
