import Foundation

/// The colour scheme GTK's settings ask for: dark when the app prefers the dark variant of its
/// theme, or when the theme itself is a dark one (a name ending in `-dark`, or `GTK_THEME` naming
/// the `:dark` variant).
@MainActor
enum SystemColorScheme {
    static let preferDarkProperty = "gtk-application-prefer-dark-theme"
    static let themeNameProperty = "gtk-theme-name"

    private static var connections: [SignalConnection] = []

    /// The scheme the settings ask for now.
    static var current: ColorScheme {
        if GtkSettingsAccess.bool(preferDarkProperty) { return .dark }
        if let theme = GtkSettingsAccess.string(themeNameProperty), isDark(themeName: theme) { return .dark }
        if let variant = ProcessInfo.processInfo.environment["GTK_THEME"], variant.lowercased().hasSuffix(":dark") {
            return .dark
        }
        return .light
    }

    /// Whether a theme name names a dark theme, as `Adwaita-dark` does.
    static func isDark(themeName: String) -> Bool {
        themeName.lowercased().hasSuffix("-dark")
    }

    /// Starts telling ``SystemEnvironment`` about changes to either setting; once per process,
    /// as the default settings live as long as GTK.
    static func observeChanges() {
        guard connections.isEmpty, let settings = GtkSettingsAccess.settings else { return }
        for property in [preferDarkProperty, themeNameProperty] {
            connections.append(
                Signals.connect(settings, "notify::\(property)") { _ in SystemEnvironment.valuesDidChange() })
        }
    }
}
