/// Where ``EnvironmentValues/accessibilityReduceMotion`` is stored.
private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

/// Where ``EnvironmentValues/accessibilityVoiceOverEnabled`` is stored.
private struct ScreenReaderKey: EnvironmentKey {
    static let defaultValue = false
}

/// Where ``EnvironmentValues/accessibilityReduceTransparency`` is stored.
private struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

/// Where ``EnvironmentValues/accessibilityDifferentiateWithoutColor`` is stored.
private struct DifferentiateWithoutColorKey: EnvironmentKey {
    static let defaultValue = false
}

/// Where ``EnvironmentValues/accessibilityInvertColors`` is stored.
private struct InvertColorsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether to avoid motion: true while GTK's `gtk-enable-animations` setting is off.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether a screen reader is on: true while the desktop's screen reader setting
    /// (`org.gnome.desktop.a11y.applications screen-reader-enabled`, which starts Orca on the
    /// AT-SPI bus) is on.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[ScreenReaderKey.self] }
        set { self[ScreenReaderKey.self] = newValue }
    }

    /// Whether to avoid translucent backgrounds: true while GNOME's high-contrast setting is on.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether to show state by more than colour: true while GNOME's high-contrast setting is on,
    /// the nearest desktop setting.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display inverts colours; GTK has no such setting, so false unless set.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
}
