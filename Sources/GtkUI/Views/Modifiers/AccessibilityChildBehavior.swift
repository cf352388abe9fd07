import CGtkShim

/// How an element made with ``View/accessibilityElement(children:)`` stands for the views inside
/// it, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let shimValue: GtkUIAccessibleChildBehavior.RawValue

    /// One element whose name joins its children's labels ("Apple, 3 kg"), unless the element has
    /// an ``View/accessibilityLabel(_:)`` of its own. Screen readers see no children below it.
    public static let combine = AccessibilityChildBehavior(shimValue: GTKUI_ACCESSIBLE_CHILDREN_COMBINE.rawValue)

    /// One element named only by its own ``View/accessibilityLabel(_:)``; its children are hidden
    /// from screen readers.
    public static let ignore = AccessibilityChildBehavior(shimValue: GTKUI_ACCESSIBLE_CHILDREN_IGNORE.rawValue)

    /// A container element: its children stay elements of their own, as without the modifier.
    public static let contain = AccessibilityChildBehavior(shimValue: GTKUI_ACCESSIBLE_CHILDREN_CONTAIN.rawValue)
}
