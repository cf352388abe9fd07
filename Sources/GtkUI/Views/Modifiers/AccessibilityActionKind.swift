/// Which accessibility action a handler performs: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
    /// The name a person sees in the view's context menu.
    let title: String

    /// The view's main action, as a click would do.
    public static let `default` = AccessibilityActionKind(title: "Activate")
    /// Dismisses a modal view or leaves the current mode.
    public static let escape = AccessibilityActionKind(title: "Dismiss")
    /// The app's most important action, whatever has the focus.
    public static let magicTap = AccessibilityActionKind(title: "Magic Tap")
    /// Deletes the view's content.
    public static let delete = AccessibilityActionKind(title: "Delete")
    /// Shows the view's menu; here, the context menu itself.
    public static let showMenu = AccessibilityActionKind(title: "Show Menu")

    /// An action with its own name.
    public init(named name: Text) {
        title = name.content
    }

    private init(title: String) {
        self.title = title
    }
}
