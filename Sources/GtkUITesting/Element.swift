import CGtkShim
import Foundation
import GtkUI

/// One element of a host's accessibility tree, as a screen reader sees it: a role, a name, a
/// value and states. Its readers ask ATK, so they report what GTK shows, and its actions go
/// through the real widget (see `Element+Actions`).
///
/// An element that a query did not find is *missing*: the query has already failed the test,
/// so its actions do nothing and its readers return nil or false.
@MainActor
public struct Element: ElementQuerying, @MainActor CustomStringConvertible, @MainActor Equatable {
    let reference: AccessibleReference?
    let host: ViewHost
    /// What the query asked for, when this element is missing.
    private let query: ElementQuery?

    init(_ reference: AccessibleReference, host: ViewHost) {
        self.reference = reference
        self.host = host
        query = nil
    }

    private init(query: ElementQuery, host: ViewHost) {
        reference = nil
        self.host = host
        self.query = query
    }

    static func missing(_ query: ElementQuery, host: ViewHost) -> Element {
        Element(query: query, host: host)
    }

    /// Queries on an element look inside it.
    public var scope: ElementScope {
        ElementScope(
            host: host, roots: { [reference] in reference.map { [$0] } },
            place: reference.map { "inside " + AccessibleTree.describe($0) } ?? "")
    }

    /// Whether a query found this element.
    public var exists: Bool { reference != nil }

    /// `role "name"`, with its identifier and states; `missing …` for a missing element.
    public var description: String {
        guard let reference else { return "missing \(query.map { "\($0)" } ?? "element")" }
        return AccessibleTree.describe(reference)
    }

    /// The ATK role, such as `ATK_ROLE_PUSH_BUTTON`; nil for a missing element.
    public var role: AtkRole? { reference?.role }

    /// The accessible name: a button's title, a label's text.
    public var name: String? { reference?.name }

    /// The identifier set with `.accessibilityIdentifier`.
    public var identifier: String? { reference.map(\.identifier).flatMap { $0.isEmpty ? nil : $0 } }

    /// What the element shows as its value: the text of a text field or a label, the number of
    /// a slider (as GTK formats it), the chosen option of a picker; else its name.
    public var value: String? {
        guard let reference else { return nil }
        if reference.implements(atk_text_get_type()), reference.role != ATK_ROLE_COMBO_BOX {
            guard let text = atk_text_get_text(reference.interface, 0, -1) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        if reference.role == ATK_ROLE_COMBO_BOX, reference.implements(atk_selection_get_type()) {
            // A combo box is named by its title; its value is the item it shows.
            guard let chosen = atk_selection_ref_selection(reference.interface, 0) else { return nil }
            return AccessibleReference(adopting: chosen).name
        }
        if AccessibleTree.isRadioGroup(reference) {
            return reference.children.first { $0.has(ATK_STATE_CHECKED) }?.name
        }
        if let number = numericValue {
            var current = 0.0
            var text: UnsafeMutablePointer<gchar>?
            atk_value_get_value_and_text(reference.interface, &current, &text)
            defer { g_free(text) }
            return text.map { String(cString: $0) } ?? Self.format(number)
        }
        return reference.name
    }

    /// The number of a slider, stepper or progress view, from ATK's value interface.
    public var numericValue: Double? {
        guard let reference, reference.implements(atk_value_get_type()) else { return nil }
        var current = 0.0
        var text: UnsafeMutablePointer<gchar>?
        atk_value_get_value_and_text(reference.interface, &current, &text)
        g_free(text)
        return current
    }

    /// Whether the element takes input: false when it or a container is disabled.
    public var isEnabled: Bool {
        guard let reference else { return false }
        return reference.has(ATK_STATE_SENSITIVE) && reference.has(ATK_STATE_ENABLED)
    }

    /// Whether a toggle, check box or switch is on.
    public var isOn: Bool { reference?.has(ATK_STATE_CHECKED) ?? false }

    /// Whether the element is selected, such as a list row or a tab: ATK's selected state, or
    /// GTK's selected state flag on its widget (which draws it selected), since ATK reports
    /// the flag only for GTK's own list widgets.
    public var isSelected: Bool { reference?.isSelected ?? false }

    /// Whether the element is in view: ATK's showing state, false when it is scrolled out of
    /// its scroll view (``scroll(to:file:line:)`` brings it in).
    public var isOnScreen: Bool { reference?.has(ATK_STATE_SHOWING) ?? false }

    /// Whether the element has the keyboard focus.
    public var isFocused: Bool { reference?.has(ATK_STATE_FOCUSED) ?? false }

    /// Where a link leads, as its hyperlink reports it to a screen reader; nil for other elements.
    public var destination: URL? {
        guard let reference, reference.implements(atk_hyperlink_impl_get_type()),
            let hyperlink = atk_hyperlink_impl_get_hyperlink(reference.interface)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(hyperlink)) }
        guard let uri = atk_hyperlink_get_uri(hyperlink, 0) else { return nil }
        defer { g_free(uri) }
        return URL(string: String(cString: uri))
    }

    /// Whether a link has been opened: ATK's visited state.
    public var isVisited: Bool { reference?.has(ATK_STATE_VISITED) ?? false }

    /// Whether a disclosure group, outline row or other expandable element is expanded.
    public var isExpanded: Bool { reference?.has(ATK_STATE_EXPANDED) ?? false }

    /// Whether a window is modal: while it shows, the window it belongs to takes no input.
    public var isModal: Bool { reference?.has(ATK_STATE_MODAL) ?? false }

    /// The element directly around this one, as a screen reader moves out of it: a frame
    /// around a text, the window around its content; nil for a window, or a missing element.
    public var parent: Element? {
        guard let reference, !AccessibleTree.isWindow(reference), let object = atk_object_get_parent(reference.object)
        else { return nil }
        return Element(AccessibleReference(retaining: object), host: host)
    }

    /// Where the element is in its window, in pixels; nil for a missing element, and for one
    /// scrolled out of view (GTK gives no position for it then).
    public var frame: ElementFrame? {
        guard let reference, reference.implements(atk_component_get_type()) else { return nil }
        var x: gint = 0
        var y: gint = 0
        var width: gint = 0
        var height: gint = 0
        atk_component_get_extents(reference.interface, &x, &y, &width, &height, ATK_XY_WINDOW)
        // GTK reports the smallest integer for an element scrolled out of view.
        guard x != Int32.min, y != Int32.min else { return nil }
        return ElementFrame(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }

    /// The present elements directly inside this one (shown, maybe scrolled out of view; none
    /// inside a collapsed disclosure group).
    public var children: [Element] {
        guard let reference, !(reference.has(ATK_STATE_EXPANDABLE) && !reference.has(ATK_STATE_EXPANDED)) else {
            return []
        }
        return reference.children.filter(AccessibleTree.isPresent).map { Element($0, host: host) }
    }

    /// Two elements are equal when they are the same accessible object, so the same widget:
    /// a test can tell a view kept from one mounted again. Missing elements are never equal.
    public static func == (left: Element, right: Element) -> Bool {
        guard let first = left.reference, let second = right.reference else { return false }
        return first.object == second.object
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
