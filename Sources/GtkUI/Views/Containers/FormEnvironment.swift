private struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views here are rows of a ``Form``: controls with a title then show it at the
    /// start of the row and themselves at its end, as GNOME's settings do (a toggle becomes a
    /// switch). A ``Form`` sets it for its content.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}
