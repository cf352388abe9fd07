/// What the accessibility modifiers and `.help` set on the modified view's own widget.
///
/// Nil leaves an attribute as the widget has it. Chained modifiers each carry their own set;
/// ``AttributeChain`` merges them.
struct WidgetAttributes: Equatable {
    /// The tooltip (`.help`).
    var tooltip: String?
    /// The ATK name (`.accessibilityLabel`).
    var label: String?
    /// The ATK description's first part (`.accessibilityValue`): ATK has a textual value only
    /// for ranges.
    var value: String?
    /// The ATK description's second part (`.accessibilityHint`), read after the value as
    /// VoiceOver reads them.
    var hint: String?
    /// The ATK accessible id (`.accessibilityIdentifier`).
    var identifier: String?
    /// Whether assistive technologies should skip the widget (`.accessibilityHidden`).
    var hidden: Bool?
    /// How the widget stands for its children (`.accessibilityElement(children:)`).
    var childBehavior: AccessibilityChildBehavior?
    /// Traits added (`.accessibilityAddTraits`); nil when no modifier adds any.
    var addedTraits: AccessibilityTraits?
    /// Traits removed (`.accessibilityRemoveTraits`).
    var removedTraits: AccessibilityTraits?

    /// Takes every attribute that `inner` sets: the modifier nearer the view wins.
    mutating func overlay(_ inner: WidgetAttributes) {
        tooltip = inner.tooltip ?? tooltip
        label = inner.label ?? label
        value = inner.value ?? value
        hint = inner.hint ?? hint
        identifier = inner.identifier ?? identifier
        hidden = inner.hidden ?? hidden
        childBehavior = inner.childBehavior ?? childBehavior
        // Traits add up along the chain, as in SwiftUI; the inner modifier wins where they clash.
        if let added = inner.addedTraits {
            addedTraits = (addedTraits ?? []).subtracting(added).union(added)
            removedTraits = removedTraits?.subtracting(added)
        }
        if let removed = inner.removedTraits {
            removedTraits = (removedTraits ?? []).union(removed)
            addedTraits = addedTraits?.subtracting(removed)
        }
    }

    /// The ATK description: the value, then the hint, in the order VoiceOver reads them.
    var accessibleDescription: String? {
        let parts = [value, hint].compactMap { $0 }.filter { !$0.isEmpty }
        return value == nil && hint == nil ? nil : parts.joined(separator: ", ")
    }
}
