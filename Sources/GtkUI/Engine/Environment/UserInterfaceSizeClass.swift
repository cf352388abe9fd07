/// A coarse size of the space a view has, as iOS code reads it: `\.horizontalSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A narrow space, such as an iPhone in portrait.
    case compact
    /// A wide space; a desktop window always reports this.
    case regular
}

/// Where ``EnvironmentValues/horizontalSizeClass`` is stored.
private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

/// Where ``EnvironmentValues/verticalSizeClass`` is stored.
private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class: `.regular` on the desktop, so iOS code takes its wide layout.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` on the desktop.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
