/// Values that flow down the view tree, set with `.environment(_:_:)` and read with
/// ``Environment``.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Changes whenever a writer changes a value, so nodes can tell in O(1) whether what they
    /// received is new. Writers that store an equal value keep the identity.
    var identity = 0

    /// The axis of the nearest enclosing stack, so a ``Spacer`` knows which way to grow. Set by
    /// the stack for its content only; it never changes for a given stack, so it needs no identity.
    var stackAxis: Axis?
    @MainActor private static var nextIdentity = 0

    /// An environment holding every key's default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

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
