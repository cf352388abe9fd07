import CGtkShim

/// Sets ``WidgetAttributes`` on a widget and its ATK object, touching only what differs.
@MainActor
enum WidgetAttributeApplier {
    /// Where the role a widget had before `.accessibilityHidden(true)` is kept, plus one (so that
    /// zero means "not hidden by us").
    private static let savedRoleKey = "gtkui-role-before-hidden"

    /// Applies the non-nil attributes to `widget`.
    static func apply(_ attributes: WidgetAttributes, to frameChild: WidgetPointer) {
        let widget = control(in: frameChild)
        if let tooltip = attributes.tooltip, text(gtk_widget_get_tooltip_text(widget), free: true) != tooltip {
            gtk_widget_set_tooltip_text(widget, tooltip)
        }
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        if let label = attributes.label {
            for object in [accessible.gObject, widget.gObject] {
                g_object_set_data(object, ControlSupport.namedByModifierKey, UnsafeMutableRawPointer(bitPattern: 1))
            }
            if text(atk_object_get_name(accessible)) != label { atk_object_set_name(accessible, label) }
            // A decoration (a shape) that is given a name is an image a screen reader announces.
            if atk_object_get_role(accessible) == ATK_ROLE_REDUNDANT_OBJECT,
                g_object_get_data(accessible.gObject, savedRoleKey) == nil
            {
                atk_object_set_role(accessible, ATK_ROLE_IMAGE)
            }
        }
        if let description = attributes.accessibleDescription,
            text(atk_object_get_description(accessible)) != description
        {
            atk_object_set_description(accessible, description)
        }
        if let identifier = attributes.identifier, text(atk_object_get_accessible_id(accessible)) != identifier {
            atk_object_set_accessible_id(accessible, identifier)
        }
        if let behavior = attributes.childBehavior {
            gtkui_accessible_set_child_behavior(accessible, GtkUIAccessibleChildBehavior(rawValue: behavior.shimValue))
        }
        if attributes.addedTraits != nil || attributes.removedTraits != nil {
            setTraits(added: attributes.addedTraits ?? [], removed: attributes.removedTraits ?? [], widget, accessible)
        }
        if let hidden = attributes.hidden { setHidden(hidden, accessible) }
    }

    /// Where the role a widget had before a trait changed it is kept, plus one.
    private static let roleBeforeTraitsKey = "gtkui-role-before-traits"

    /// Gives the widget the role and states its traits stand for (see ``AccessibilityTraits``).
    /// Removing a trait whose role the widget has makes it a plain panel.
    private static func setTraits(
        added: AccessibilityTraits, removed: AccessibilityTraits, _ widget: WidgetPointer,
        _ accessible: UnsafeMutablePointer<AtkObject>
    ) {
        let savedByTraits = Int(bitPattern: g_object_get_data(accessible.gObject, roleBeforeTraitsKey))
        let savedByHidden = Int(bitPattern: g_object_get_data(accessible.gObject, savedRoleKey))
        let ownRole =
            savedByTraits != 0
            ? AtkRole(rawValue: UInt32(savedByTraits - 1))
            : savedByHidden != 0 ? AtkRole(rawValue: UInt32(savedByHidden - 1)) : atk_object_get_role(accessible)
        var traitRole = AccessibilityTraits.roles.first { added.contains($0.trait) }?.role
        if traitRole == nil,
            AccessibilityTraits.roles.contains(where: { removed.contains($0.trait) && $0.role == ownRole })
        {
            traitRole = ATK_ROLE_PANEL
        }
        if traitRole != nil, savedByTraits == 0 {
            g_object_set_data(
                accessible.gObject, roleBeforeTraitsKey, UnsafeMutableRawPointer(bitPattern: Int(ownRole.rawValue) + 1))
        } else if traitRole == nil, savedByTraits != 0 {
            g_object_set_data(accessible.gObject, roleBeforeTraitsKey, nil)
        }
        let role = traitRole ?? ownRole
        if savedByHidden != 0 {
            // Hidden stays hidden; the trait's role comes with it when it shows again.
            g_object_set_data(
                accessible.gObject, savedRoleKey, UnsafeMutableRawPointer(bitPattern: Int(role.rawValue) + 1))
        } else if atk_object_get_role(accessible) != role {
            atk_object_set_role(accessible, role)
        }
        AccessibleStates.override(
            widget, adding: AccessibilityTraits.states.filter { added.contains($0.trait) }.map(\.state),
            removing: AccessibilityTraits.states.filter { removed.contains($0.trait) }.map(\.state))
    }

    /// The widget a screen reader lands on: below layout boxes that hold only it (a `.frame`, a
    /// sizing bin), and below the scrolled window of a control that scrolls itself (a text
    /// editor's text view, with no viewport between them).
    private static func control(in widget: WidgetPointer) -> WidgetPointer {
        var current = widget
        while let child = onlyChild(of: current) {
            let isScroller = current.isInstance(of: gtk_scrolled_window_get_type())
            if isScroller, child.isInstance(of: gtk_viewport_get_type()) { break }
            let role = gtk_widget_get_accessible(current).map(atk_object_get_role)
            guard isScroller || role == ATK_ROLE_FILLER || role == ATK_ROLE_PANEL else { break }
            current = child
        }
        return current
    }

    private static func onlyChild(of widget: WidgetPointer) -> WidgetPointer? {
        guard widget.isInstance(of: gtk_container_get_type()) else { return nil }
        let children = ContainerChildren.children(of: widget)
        return children.count == 1 ? children[0] : nil
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
