private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether views here respond to the user. GtkUI makes every representable's widget
    /// insensitive (greyed out, ignoring input) where this is false.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables this view and everything inside it when `disabled` is true. An enclosing
    /// `.disabled(true)` wins over an inner `.disabled(false)`, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> EnvironmentWriter<Self> {
        EnvironmentWriter(
            content: self,
            write: { if disabled { $0.isEnabled = false } },
            isSameValue: { previous in
                var before = EnvironmentValues()
                previous.write(&before)
                return before.isEnabled == !disabled
            })
    }
}
