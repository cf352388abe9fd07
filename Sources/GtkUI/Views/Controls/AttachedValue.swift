/// A Swift value kept on a GObject under a key, released when the object is finalised.
///
/// For a control whose coordinator is a ``BindingCoordinator`` but which also calls a closure of
/// the latest view value, such as Slider's `onEditingChanged`.
@MainActor
final class AttachedValue<Value> {
    /// The value; the holder of the object refreshes it on each update.
    var value: Value

    private init(_ value: Value) { self.value = value }

    /// The value kept on `object` under `key`, made from `initial` the first time.
    static func on(_ object: UnsafeMutablePointer<some Any>, key: String, initial: Value) -> AttachedValue<Value> {
        if let attached = GObjectData.get(AttachedValue<Value>.self, on: object, key: key) { return attached }
        let attached = AttachedValue(initial)
        GObjectData.set(attached, on: object, key: key)
        return attached
    }
}
