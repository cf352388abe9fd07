/// Whether focusable views inside hide GTK's focus ring: set by `.focusEffectDisabled`.
struct FocusEffectDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the focus ring of focusable views here is hidden.
    public var isFocusEffectEnabled: Bool {
        get { !self[FocusEffectDisabledKey.self] }
        set { self[FocusEffectDisabledKey.self] = !newValue }
    }
}
