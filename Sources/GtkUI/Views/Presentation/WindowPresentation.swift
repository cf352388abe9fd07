/// How a mounted window representable is shown, and what closing it by the user means.
struct WindowPresentation {
    /// Modal and transient for the host's window.
    var isModal = false
    /// Called when the user closes the window (close button, Escape, a dialog response); the
    /// owner then unmounts the view, which destroys the window.
    var onUserClose: (@MainActor () -> Void)?
    /// Called once when the window goes away, however it was closed.
    var onDismiss: (@MainActor () -> Void)?
}

private struct WindowPresentationKey: EnvironmentKey {
    static let defaultValue = WindowPresentation()
}

extension EnvironmentValues {
    var windowPresentation: WindowPresentation {
        get { self[WindowPresentationKey.self] }
        set { self[WindowPresentationKey.self] = newValue }
    }
}
