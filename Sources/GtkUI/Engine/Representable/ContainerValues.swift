/// The values that views gave their container with ``View/containerValue(_:_:)``, as a
/// container representable receives them for each child in its ``ChildPlacement``.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values: every key has its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether no view set a value.
    var isEmpty: Bool { values.isEmpty }

    /// Adds the values of `outer` that this one does not have: the value set closest to the
    /// child wins.
    mutating func fill(from outer: ContainerValues) {
        values.merge(outer.values) { inner, outer in
            (inner as? any MergingContainerValue)?.filled(from: outer) ?? inner
        }
    }

    /// Whether both hold the same keys with equal values. Values that are not `Equatable` count as
    /// different, so a change to them always reaches the container.
    func isSame(as other: ContainerValues) -> Bool {
        guard values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], let equatable = value as? any Equatable,
                equatable.isEqual(to: otherValue)
            else { return false }
        }
        return true
    }
}

/// A container value that combines with the same key's value set further out, instead of hiding
/// it (the alignment guides of several `.alignmentGuide` modifiers).
protocol MergingContainerValue {
    /// This value with what `outer` adds.
    func filled(from outer: Any) -> Any
}
