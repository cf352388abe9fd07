/// Tells whether two style values are the same style, so that setting an equal style again
/// (each time a parent's body runs) does not count as an environment change for every control
/// below: the same type, and equal when the type is `Equatable` or holds no stored properties.
@MainActor
enum StyleIdentity {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        return holdsNothing(lhs)
    }

    private static func holdsNothing<Value>(_ value: Value) -> Bool { MemoryLayout<Value>.size == 0 }
}
