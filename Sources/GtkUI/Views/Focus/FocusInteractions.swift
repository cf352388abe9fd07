/// How a focusable view takes part in focus, as SwiftUI's `FocusInteractions`.
///
/// GtkUI treats every kind alike: the view takes the focus from the keyboard (Tab) and from a
/// click, and shows GTK's focus ring.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// Interactions from their raw bits.
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is focused to be activated, like a button.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view is focused to edit its content, like a text field.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// What the platform chooses: both.
    public static let automatic: FocusInteractions = [.activate, .edit]
}
