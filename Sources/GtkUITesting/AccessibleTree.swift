import GtkUI

/// Walks the accessibility tree below some roots, as a screen reader would: only what is
/// showing, in order, depth first.
@MainActor
enum AccessibleTree {
    /// Every present object below `roots`, the roots included: shown, and mapped (see
    /// ``isPresent(_:)``), and not inside a collapsed expandable element.
    static func elements(below roots: [AccessibleReference]) -> [AccessibleReference] {
        var found: [AccessibleReference] = []
        for root in roots { collect(root, into: &found) }
        return found
    }

    private static func collect(_ object: AccessibleReference, into found: inout [AccessibleReference]) {
        guard isPresent(object) else { return }
        found.append(object)
        // GTK keeps a collapsed disclosure group's content mapped, with no room to draw in.
        if object.has(ATK_STATE_EXPANDABLE) && !object.has(ATK_STATE_EXPANDED) { return }
        for child in object.children { collect(child, into: &found) }
    }

    /// Whether a person could get to the object: visible, and mapped (hidden widgets and the
    /// pages a stack does not show are not), also when it is scrolled out of view, where ATK
    /// no longer calls it showing: a test scrolls to it, as a person would.
    static func isPresent(_ object: AccessibleReference) -> Bool {
        guard object.has(ATK_STATE_VISIBLE) else { return false }
        guard let widget = object.widget else { return object.has(ATK_STATE_SHOWING) }
        return gtk_widget_get_mapped(widget) != 0
    }

    /// Whether the object is a named group of radio buttons, as pickers show their options.
    static func isRadioGroup(_ object: AccessibleReference) -> Bool {
        !object.name.isEmpty && object.children.contains { $0.role == ATK_ROLE_RADIO_BUTTON }
    }

    static func isWindow(_ object: AccessibleReference) -> Bool {
        [ATK_ROLE_FRAME, ATK_ROLE_DIALOG, ATK_ROLE_ALERT, ATK_ROLE_WINDOW, ATK_ROLE_FILE_CHOOSER].contains(object.role)
    }

    /// The objects below `roots` matching `query`, including its `containedName`.
    static func matches(of query: ElementQuery, below roots: [AccessibleReference]) -> [AccessibleReference] {
        elements(below: roots).filter { object in
            guard query.matchesOwnProperties(object) else { return false }
            guard let contained = query.containedName else { return true }
            return elements(below: [object]).dropFirst().contains { $0.name == contained }
        }
    }

    /// One line per element worth naming (something with a name, an identifier, or a control),
    /// for failure messages: `push button "Add"`.
    static func listing(below roots: [AccessibleReference], limit: Int = 80) -> String {
        let lines = elements(below: roots).filter(isWorthListing).map { "  " + describe($0) }
        guard !lines.isEmpty else { return "  (nothing showing)" }
        let shown = lines.prefix(limit).joined(separator: "\n")
        return lines.count > limit ? shown + "\n  … and \(lines.count - limit) more" : shown
    }

    private static let controlRoles: Set<AtkRole.RawValue> = Set(
        [
            ATK_ROLE_PUSH_BUTTON, ATK_ROLE_TOGGLE_BUTTON, ATK_ROLE_CHECK_BOX, ATK_ROLE_RADIO_BUTTON, ATK_ROLE_TEXT,
            ATK_ROLE_PASSWORD_TEXT, ATK_ROLE_ENTRY, ATK_ROLE_SLIDER, ATK_ROLE_SPIN_BUTTON, ATK_ROLE_COMBO_BOX,
            ATK_ROLE_LIST_ITEM, ATK_ROLE_TABLE_ROW, ATK_ROLE_MENU_ITEM, ATK_ROLE_LINK,
        ].map(\.rawValue))

    private static func isWorthListing(_ object: AccessibleReference) -> Bool {
        !object.name.isEmpty || !object.identifier.isEmpty || controlRoles.contains(object.role.rawValue)
            || isWindow(object)
    }

    /// `role "name"`, with the identifier and the states a test may care about.
    static func describe(_ object: AccessibleReference) -> String {
        var text = "\(object.roleName) \"\(object.name)\""
        if !object.identifier.isEmpty { text += " id \"\(object.identifier)\"" }
        if !object.has(ATK_STATE_SENSITIVE) { text += " [disabled]" }
        if object.has(ATK_STATE_CHECKED) { text += " [on]" }
        if object.isSelected { text += " [selected]" }
        return text
    }
}
