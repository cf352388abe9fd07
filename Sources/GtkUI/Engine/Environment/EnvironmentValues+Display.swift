/// Where ``EnvironmentValues/displayScale`` is stored.
private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue = 1.0
}

extension EnvironmentValues {
    /// Device pixels per point: the scale factor of the monitor the host's widget is on (2 on a
    /// HiDPI monitor), set by every host.
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
