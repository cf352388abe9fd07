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
        if let data = g_object_get_data(object.gObject, key) {
            return Unmanaged<AttachedValue<Value>>.fromOpaque(data).takeUnretainedValue()
        }
        let attached = AttachedValue(initial)
        // The object owns this reference; GLib drops it with the object.
        g_object_set_data_full(
            object.gObject, key, Unmanaged.passRetained(attached).toOpaque(),
            { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            })
        return attached
    }
}
