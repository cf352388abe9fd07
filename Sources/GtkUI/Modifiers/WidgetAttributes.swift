/// What the accessibility modifiers and `.help` set on the modified view's own widget.
///
/// Nil leaves an attribute as the widget has it. Chained modifiers each carry their own set and
/// each sets only its own attributes, on the same widget (``AttributedBox``).
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
}
