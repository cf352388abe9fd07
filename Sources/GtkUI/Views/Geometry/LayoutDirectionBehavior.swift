/// Whether a view mirrors in a right-to-left layout, as SwiftUI's `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// The view is never mirrored.
    case fixed
    /// The view is mirrored when the layout direction is the one given.
    case mirrors(in: LayoutDirection)

    /// The view is mirrored in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension View {
    /// Accepted so that SwiftUI code compiles; it changes nothing here. GTK mirrors the layout of
    /// every container itself in a right-to-left locale (a stack's leading edge is on the right),
    /// and draws shapes and images as they are, so each view already behaves as SwiftUI's
    /// `.mirrors` does for layout and `.fixed` does for drawing.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        self
    }
}
