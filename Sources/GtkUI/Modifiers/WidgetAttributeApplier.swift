import CGtkShim

/// Sets ``WidgetAttributes`` on a widget and its ATK object, touching only what differs.
@MainActor
enum WidgetAttributeApplier {
    /// Where the role a widget had before `.accessibilityHidden(true)` is kept, plus one (so that
    /// zero means "not hidden by us").
    private static let savedRoleKey = "gtkui-role-before-hidden"

    /// Applies the non-nil attributes to `widget`.
    static func apply(_ attributes: WidgetAttributes, to widget: WidgetPointer) {
        if let tooltip = attributes.tooltip, text(gtk_widget_get_tooltip_text(widget), free: true) != tooltip {
            gtk_widget_set_tooltip_text(widget, tooltip)
        }
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        if let label = attributes.label {
            g_object_set_data(
                accessible.gObject, ControlSupport.namedByModifierKey, UnsafeMutableRawPointer(bitPattern: 1))
            if text(atk_object_get_name(accessible)) != label { atk_object_set_name(accessible, label) }
        }
        if let description = attributes.accessibleDescription,
            text(atk_object_get_description(accessible)) != description
        {
            atk_object_set_description(accessible, description)
        }
        if let identifier = attributes.identifier, text(atk_object_get_accessible_id(accessible)) != identifier {
            atk_object_set_accessible_id(accessible, identifier)
        }
        if let hidden = attributes.hidden { setHidden(hidden, accessible) }
    }

    /// ATK has no hidden state a toolkit may set; the role "redundant object" is ATK's way of
    /// telling clients to ignore an object. The former role comes back when hidden turns false.
    private static func setHidden(_ hidden: Bool, _ accessible: UnsafeMutablePointer<AtkObject>) {
        let saved = Int(bitPattern: g_object_get_data(accessible.gObject, savedRoleKey))
        if hidden, saved == 0 {
            let role = atk_object_get_role(accessible)
            g_object_set_data(
                accessible.gObject, savedRoleKey, UnsafeMutableRawPointer(bitPattern: Int(role.rawValue) + 1))
            atk_object_set_role(accessible, ATK_ROLE_REDUNDANT_OBJECT)
        } else if !hidden, saved != 0 {
            g_object_set_data(accessible.gObject, savedRoleKey, nil)
            atk_object_set_role(accessible, AtkRole(rawValue: UInt32(saved - 1)))
        }
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?, free: Bool) -> String? {
        guard let pointer else { return nil }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}
