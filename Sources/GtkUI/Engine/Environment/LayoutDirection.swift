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
    /// sets it). GTK mirrors its containers itself. Setting this value mirrors where a ``Layout``
    /// below places its subviews (and what `subviews.layoutDirection` says); GTK 3's own
    /// containers, such as the stacks, keep GTK's direction.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
