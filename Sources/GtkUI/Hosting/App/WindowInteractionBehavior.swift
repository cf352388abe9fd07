/// Whether the user may resize, close or minimise a window: SwiftUI's `WindowInteractionBehavior`.
public struct WindowInteractionBehavior: Equatable, Sendable {
    /// nil: the window's own default.
    let isEnabled: Bool?

    /// The window's default: it may be resized, closed and minimised.
    public static let automatic = WindowInteractionBehavior(isEnabled: nil)
    /// The interaction is allowed.
    public static let enabled = WindowInteractionBehavior(isEnabled: true)
    /// The interaction is not allowed.
    public static let disabled = WindowInteractionBehavior(isEnabled: false)
}
