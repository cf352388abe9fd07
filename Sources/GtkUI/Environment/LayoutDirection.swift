/// The direction text and horizontal layouts run in: read `\.layoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// Where ``EnvironmentValues/layoutDirection`` is stored.
private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The layout direction: GTK's default text direction, which follows the locale (every host
    /// sets it). GTK mirrors its containers itself; setting this value changes only what views
    /// that read it do.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
