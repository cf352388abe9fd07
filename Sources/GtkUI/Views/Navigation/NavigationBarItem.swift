/// Names from SwiftUI's navigation bar, kept so that code using them compiles.
public enum NavigationBarItem {
    /// How a navigation title is shown; GTK shows every title the same way.
    public enum TitleDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title above the content.
        case large
    }
}
