/// How a rounded rectangle's corners curve, as SwiftUI's `RoundedCornerStyle`.
///
/// Where GtkUI differs: `.continuous` corners are drawn as quarter ellipses, like `.circular`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal radii).
    case circular
    /// Apple's smoothly continuing corners; drawn as `.circular` here.
    case continuous
}
