/// What a button does, which decides how it looks: GTK's `destructive-action` style for
/// ``destructive``. ``cancel`` looks like a plain button, as GNOME's cancel buttons do.
public struct ButtonRole: Equatable, Hashable, Sendable {
    private let name: String

    /// A button that deletes data or cannot be undone: drawn red by GTK themes.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
