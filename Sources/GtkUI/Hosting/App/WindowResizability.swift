/// How far the user may resize a scene's windows; set with ``Scene/windowResizability(_:)``.
public struct WindowResizability: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case contentSize
        case contentMinSize
    }

    let kind: Kind

    /// GTK's default: the content's size is the minimum, as with ``contentMinSize``.
    public static let automatic = WindowResizability(kind: .automatic)
    /// The window takes its content's size and cannot be resized (`gtk_window_set_resizable(false)`).
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// The window can grow, but not shrink below its content's size.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}
