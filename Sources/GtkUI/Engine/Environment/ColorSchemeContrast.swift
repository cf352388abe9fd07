/// Whether the person asked for more contrast: read `\.colorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The theme's usual contrast.
    case standard
    /// GNOME's high-contrast setting is on.
    case increased
}

/// Where ``EnvironmentValues/colorSchemeContrast`` is stored.
private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The contrast asked for: `.increased` while GNOME's high-contrast setting
    /// (`org.gnome.desktop.a11y.interface high-contrast`) is on.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
