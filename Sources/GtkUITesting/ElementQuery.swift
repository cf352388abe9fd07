import Foundation
import GtkUI

/// What to look for in the accessibility tree: roles, a name and an identifier, as a screen
/// reader sees them. Build one with the static functions, such as `.button("Add")`, and pass it
/// to ``ElementQuerying/element(_:file:line:)``, ``ElementQuerying/all(_:)`` or
/// ``ElementQuerying/first(_:file:line:)``.
public struct ElementQuery: CustomStringConvertible, Sendable {
    /// How the accessible name must read.
    enum NameMatch: Sendable {
        case exactly(String)
        case pattern(String)
    }

    /// The ATK roles that match; any role when empty.
    var roles: [AtkRole.RawValue]
    var name: NameMatch?
    var identifier: String?
    /// For rows: the exact name of an element somewhere inside.
    var containedName: String?
    /// A further test of a candidate, for queries that look at its children.
    var condition: (@MainActor @Sendable (AccessibleReference) -> Bool)?
    /// What the query asks for, in failure messages: `button "Add"`.
    let kind: String

    /// What the query asks for: `button "Add"`.
    public var description: String {
        var text = kind
        switch name {
        case .exactly(let name): text += " \"\(name)\""
        case .pattern(let pattern): text += " matching /\(pattern)/"
        case nil: break
        }
        if let identifier { text += " with identifier \"\(identifier)\"" }
        if let containedName { text += " containing \"\(containedName)\"" }
        return text
    }

    /// A `Button`: an ATK push button named by its title.
    public static func button(_ name: String? = nil) -> ElementQuery {
        ElementQuery(roles: [ATK_ROLE_PUSH_BUTTON], name: name.map { .exactly($0) }, kind: "button")
    }

    /// A `TextField` or `SecureField`: an ATK text or password text, named by its title.
    public static func textField(_ name: String? = nil) -> ElementQuery {
        ElementQuery(
            roles: [ATK_ROLE_TEXT, ATK_ROLE_PASSWORD_TEXT, ATK_ROLE_ENTRY], name: name.map { .exactly($0) },
            kind: "text field")
    }

    /// A `Link`: an element with a hyperlink (GTK's link button, an ATK push button or link),
    /// named by its title.
    public static func link(_ name: String? = nil) -> ElementQuery {
        var query = ElementQuery(
            roles: [ATK_ROLE_LINK, ATK_ROLE_PUSH_BUTTON], name: name.map { .exactly($0) }, kind: "link")
        query.condition = { candidate in candidate.implements(atk_hyperlink_impl_get_type()) }
        return query
    }

    /// A `Toggle`: an ATK check box, toggle button (also a switch) or radio button.
    public static func toggle(_ name: String? = nil) -> ElementQuery {
        ElementQuery(
            roles: [ATK_ROLE_CHECK_BOX, ATK_ROLE_TOGGLE_BUTTON, ATK_ROLE_RADIO_BUTTON],
            name: name.map { .exactly($0) }, kind: "toggle")
    }

    /// A `Slider`: an ATK slider.
    public static func slider(_ name: String? = nil) -> ElementQuery {
        ElementQuery(roles: [ATK_ROLE_SLIDER], name: name.map { .exactly($0) }, kind: "slider")
    }

    /// A `Picker`: an ATK combo box (the menu style), or a named group of radio buttons (the
    /// segmented and radio-group styles).
    public static func picker(_ name: String? = nil) -> ElementQuery {
        var query = ElementQuery(
            roles: [ATK_ROLE_COMBO_BOX, ATK_ROLE_FILLER, ATK_ROLE_PANEL], name: name.map { .exactly($0) },
            kind: "picker")
        query.condition = { candidate in
            candidate.role == ATK_ROLE_COMBO_BOX || AccessibleTree.isRadioGroup(candidate)
        }
        return query
    }

    /// A `Text` reading exactly `text`: an ATK label.
    public static func text(_ text: String) -> ElementQuery {
        ElementQuery(roles: [ATK_ROLE_LABEL], name: .exactly(text), kind: "text")
    }

    /// A `Text` whose words match the regular expression `pattern` somewhere: `"Count: \\d+"`.
    public static func text(matching pattern: String) -> ElementQuery {
        ElementQuery(roles: [ATK_ROLE_LABEL], name: .pattern(pattern), kind: "text")
    }

    /// Any element of ATK role `role` (any role when nil), named `name` if given.
    public static func element(role: AtkRole? = nil, name: String? = nil) -> ElementQuery {
        let kind = role.flatMap { atk_role_get_name($0) }.map { String(cString: $0) } ?? "element"
        return ElementQuery(roles: role.map { [$0] } ?? [], name: name.map { .exactly($0) }, kind: kind)
    }

    /// The element given `identifier` with `.accessibilityIdentifier`.
    public static func identifier(_ identifier: String) -> ElementQuery {
        ElementQuery(roles: [], identifier: identifier, kind: "element")
    }

    /// A list or table row with an element named `name` inside it, such as its text.
    public static func row(containing name: String) -> ElementQuery {
        ElementQuery(
            roles: [ATK_ROLE_LIST_ITEM, ATK_ROLE_TABLE_ROW, ATK_ROLE_TREE_ITEM], containedName: name, kind: "row")
    }

    init(
        roles: [AtkRole], name: NameMatch? = nil, identifier: String? = nil, containedName: String? = nil,
        kind: String
    ) {
        self.init(
            roles: roles.map(\.rawValue), name: name, identifier: identifier, containedName: containedName,
            kind: kind)
    }

    init(
        roles: [AtkRole.RawValue], name: NameMatch?, identifier: String?, containedName: String?, kind: String
    ) {
        self.roles = roles
        self.name = name
        self.identifier = identifier
        self.containedName = containedName
        self.kind = kind
    }

    /// Whether `object` matches, apart from `containedName`, which needs its subtree.
    @MainActor
    func matchesOwnProperties(_ object: AccessibleReference) -> Bool {
        if !roles.isEmpty && !roles.contains(object.role.rawValue) { return false }
        if let identifier, object.identifier != identifier { return false }
        if let condition, !condition(object) { return false }
        switch name {
        case .exactly(let expected): return object.name == expected
        case .pattern(let pattern): return object.name.range(of: pattern, options: .regularExpression) != nil
        case nil: return true
        }
    }
}
