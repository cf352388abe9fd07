/// The preference that carries the places a ``ScrollViewProxy`` can scroll to up to its
/// ``ScrollViewReader``: the lazy containers (which find their rows, shown or not) and the views
/// given an id with ``View/id(_:)``, in view order. They write it only inside a reader (see
/// ``EnvironmentValues/collectsScrollTargets``), so views elsewhere pay nothing for it.
struct ScrollTargetsKey: PreferenceKey {
    static var defaultValue: [ScrollTargetEntry] { [] }

    static func reduce(value: inout [ScrollTargetEntry], nextValue: () -> [ScrollTargetEntry]) {
        value += nextValue()
    }
}

private struct CollectsScrollTargetsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a ``ScrollViewReader`` around these views collects scroll targets.
    var collectsScrollTargets: Bool {
        get { self[CollectsScrollTargetsKey.self] }
        set { self[CollectsScrollTargetsKey.self] = newValue }
    }
}
