/// Where ``EnvironmentValues/colorScheme`` is stored; light where no host has set it.
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The colour scheme views are shown in. Every host sets it from GTK's settings and updates it
    /// when they change, so a view that reads it is evaluated again.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
