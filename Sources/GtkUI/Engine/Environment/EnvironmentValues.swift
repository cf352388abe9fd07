/// Values that flow down the view tree, set with `.environment(_:_:)` and read with
/// ``Environment``.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Changes whenever a writer changes a value, so nodes can tell in O(1) whether what they
    /// received is new. Writers that store an equal value keep the identity.
    var identity = 0

    /// The keys written since ``recordingWrites(_:)`` started, while it runs.
    private var writtenKeys: [ObjectIdentifier]?
    @MainActor private static var nextIdentity = 0

    /// An environment holding every key's default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: a missing entry cast to an optional `Value` would be a present nil,
            // not the key's default.
            guard let stored = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
            writtenKeys?.append(ObjectIdentifier(key))
        }
    }

    /// Runs `write` on a copy of this environment and returns the copy, with a new identity only
    /// when `write` stored a value that differs from the one `previous` holds (or the base
    /// changed): containers derive their content's environment this way without disturbing
    /// children when nothing changed.
    @MainActor
    func derived(by write: (inout EnvironmentValues) -> Void, previous: EnvironmentValues?) -> EnvironmentValues {
        var derived = self
        derived.writtenKeys = []
        write(&derived)
        let keys = derived.writtenKeys ?? []
        derived.writtenKeys = nil
        guard !keys.isEmpty else { return self }
        if let previous, previous.baseIdentity == identity, previous.values.count == derived.values.count,
            keys.allSatisfy({ key in
                guard let new = derived.values[key] as? any Equatable, let old = previous.values[key] else {
                    return false
                }
                return new.isEqual(to: old)
            })
        {
            derived.identity = previous.identity
        } else {
            derived.markChanged()
        }
        derived.baseIdentity = identity
        return derived
    }

    /// For a derived environment, the identity of the one it was derived from.
    private var baseIdentity = -1

    /// The environment object of type `Object`, if an ancestor provided one.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        values[ObjectIdentifier(ObjectKey<Object>.self)] as? Object
    }

    mutating func setObject<Object: AnyObject>(_ object: Object) {
        values[ObjectIdentifier(ObjectKey<Object>.self)] = object
    }

    /// Gives this environment a new identity, marking it as changed for every reader below.
    @MainActor
    mutating func markChanged() {
        Self.nextIdentity += 1
        identity = Self.nextIdentity
    }

    private enum ObjectKey<Object> {}
}
