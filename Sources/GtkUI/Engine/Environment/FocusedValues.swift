/// The values that the focused window and its focused views publish, by ``FocusedValueKey``.
///
/// Extend it with a property per key, and read the properties with ``FocusedValue`` or
/// ``FocusedBinding``.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Notes the keys read through this copy, so that a reader depends on those keys only.
    var readLog: FocusedKeyLog?

    init() {}

    /// The value published for `key`, or nil where none is.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get {
            readLog?.keys.insert(ObjectIdentifier(key))
            return values[ObjectIdentifier(key)] as? Key.Value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The keys that hold a value.
    var keys: Set<ObjectIdentifier> { Set(values.keys) }

    /// The value for a key, untyped.
    func value(for key: ObjectIdentifier) -> Any? { values[key] }

    /// Takes the values that `other` holds, replacing these.
    mutating func merge(_ other: FocusedValues) {
        values.merge(other.values) { _, new in new }
    }
}

/// The keys read through one copy of ``FocusedValues``. A class, so that a key path's getter,
/// which gets a copy, can still note them; used on the main thread only.
final class FocusedKeyLog: @unchecked Sendable {
    var keys: Set<ObjectIdentifier> = []
}
