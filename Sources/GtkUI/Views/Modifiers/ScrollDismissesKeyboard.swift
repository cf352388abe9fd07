/// How scrolling dismisses the on-screen keyboard, for ``View/scrollDismissesKeyboard(_:)``.
public enum ScrollDismissesKeyboardMode: Sendable, Hashable {
    /// The platform's choice.
    case automatic
    /// As soon as scrolling starts.
    case immediately
    /// Following the scroll gesture.
    case interactively
    /// Never.
    case never
}

extension View {
    /// Accepted so that SwiftUI code compiles: a desktop keyboard is never shown or dismissed by
    /// scrolling, so every mode leaves the view as it is.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self {
        self
    }
}
