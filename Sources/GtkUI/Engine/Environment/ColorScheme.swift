/// Whether views are shown light or dark, as SwiftUI's `ColorScheme`.
///
/// Read it with `@Environment(\.colorScheme)`; it follows GTK's dark preference
/// (`gtk-application-prefer-dark-theme`, or a theme whose name ends in `-dark`) and changes while
/// the app runs. Ask for one with ``View/preferredColorScheme(_:)``.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// Dark content on a light background.
    case light
    /// Light content on a dark background.
    case dark
}
