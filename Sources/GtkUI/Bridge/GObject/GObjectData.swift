/// The one way GtkUI keeps a Swift value on a GObject under a key: a class instance, a string, or
/// another object's ``GObjectReference``. The value is released when it is replaced, removed, or
/// when the object is finalised, so nothing kept this way outlives the widget it rides on.
@MainActor
enum GObjectData {
    /// Holds the value for GLib, which stores one pointer per key.
    private final class Box {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// Keeps `value` on `object` under `key`, releasing what was kept there; nil removes it.
    static func set(_ value: Any?, on object: UnsafeMutablePointer<some Any>, key: String) {
        guard let value else {
            g_object_set_data(object.gObject, key, nil)
            return
        }
        // The object owns this reference; GLib drops it when the key is set again or the object goes.
        g_object_set_data_full(
            object.gObject, key, Unmanaged.passRetained(Box(value)).toOpaque(),
            { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            })
    }

    /// The value kept on `object` under `key`, if it is a `Value`.
    static func get<Value>(_ type: Value.Type, on object: UnsafeMutablePointer<some Any>, key: String) -> Value? {
        guard let data = g_object_get_data(object.gObject, key) else { return nil }
        return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().value as? Value
    }
}
