extension View {
    /// Sets the accessible name that screen readers announce for this view (its ATK name).
    ///
    /// The name goes on the view's own widget, not on a box around it.
    public func accessibilityLabel(_ label: some StringProtocol) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(label: String(label)))
    }

    /// Sets a hint that screen readers read after the name: what happens when the view is used.
    ///
    /// GtkUI puts it into the ATK description, after the value set by `accessibilityValue`.
    public func accessibilityHint(_ hint: some StringProtocol) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(hint: String(hint)))
    }

    /// Sets a textual value for this view, such as "50 percent".
    ///
    /// ATK has a textual value only for ranges, so GtkUI puts it into the ATK description, before
    /// the hint.
    public func accessibilityValue(_ value: some StringProtocol) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(value: String(value)))
    }

    /// Hides this view from screen readers when `hidden` is true.
    ///
    /// ATK has no hidden state for a toolkit to set: GtkUI gives the widget the role "redundant
    /// object", which ATK clients skip; its children stay visible to them.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(hidden: hidden))
    }

    /// Sets an identifier for UI tests (AT-SPI's accessible id), never announced to users.
    public func accessibilityIdentifier(_ identifier: some StringProtocol) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(identifier: String(identifier)))
    }

    /// Makes this view one accessibility element standing for the views inside it, as
    /// `behavior` says: ``AccessibilityChildBehavior/combine`` names it after their labels,
    /// ``AccessibilityChildBehavior/ignore`` hides them behind its own label, and
    /// ``AccessibilityChildBehavior/contain`` keeps them elements of their own.
    ///
    /// The element is the view's widget (an `HStack`'s box, say); a combined name follows the
    /// children's texts as they change.
    public func accessibilityElement(children behavior: AccessibilityChildBehavior = .ignore) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(childBehavior: behavior))
    }

    /// Adds traits that say what this view is or what state it is in, such as
    /// ``AccessibilityTraits/isHeader``; see ``AccessibilityTraits`` for their ATK roles and states.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(addedTraits: traits))
    }

    /// Removes traits this view has, such as ``AccessibilityTraits/isImage`` from a decorative
    /// image; removing the trait of the widget's own ATK role makes it a plain panel.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        AttributedView(content: self, attributes: WidgetAttributes(removedTraits: traits))
    }
}
