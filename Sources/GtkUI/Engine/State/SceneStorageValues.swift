/// The ``SceneStorage`` values of one window, by key, with the views that read each.
@MainActor
final class SceneStorageValues {
    private var values: [String: Any] = [:]
    private var readers: [String: DependencyList] = [:]
    private var warnedKeys: Set<String> = []

    /// The value under `key`, recording the read; nil while none is set. A value of another type
    /// (two declarations of one key disagree) reads as nil, with one warning.
    func value<Value>(forKey key: String, as type: Value.Type) -> Value? {
        if ViewGraph.evaluating != nil {
            let list = readers[key] ?? DependencyList()
            readers[key] = list
            list.recordRead()
        }
        guard let stored = values[key] else { return nil }
        if let value = stored as? Value { return value }
        if warnedKeys.insert(key).inserted {
            Diagnostics.warn(
                "GtkUI: the scene storage key '\(key)' holds a \(Swift.type(of: stored)), not a \(Value.self); "
                    + "@SceneStorage reads its default instead")
        }
        return nil
    }

    /// Stores `value` under `key` and invalidates the views that read it, unless it is equal.
    func setValue<Value>(_ value: Value, forKey key: String) {
        if let old = values[key] as? Value, let equatable = old as? any Equatable, equatable.isEqual(to: value) {
            return
        }
        values[key] = value
        readers[key]?.notifyChange()
    }
}

private struct SceneStorageValuesKey: EnvironmentKey {
    static var defaultValue: SceneStorageValues? { nil }
}

extension EnvironmentValues {
    /// The scene storage of the window here; each host sets its own.
    var sceneStorage: SceneStorageValues? {
        get { self[SceneStorageValuesKey.self] }
        set { self[SceneStorageValuesKey.self] = newValue }
    }
}
