import CGtkShim

extension UnsafeMutablePointer {
    /// Reinterprets this GObject instance pointer as another type in its class hierarchy,
    /// like a C cast such as `GTK_WIDGET(label)`.
    ///
    /// The cast is unchecked, as in C; use ``isInstance(of:)`` first when unsure.
    @inlinable
    public func cast<Target>(to type: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
    }

    /// The pointer as a `GObject`, for the `g_object_*` functions.
    @inlinable
    public var gObject: UnsafeMutablePointer<GObject> { cast() }

    /// Whether this instance is of `type` or a subtype, like GLib's `G_TYPE_CHECK_INSTANCE_TYPE`.
    public func isInstance(of type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(self).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }

    /// The name of this instance's GType, such as `"GtkLabel"`.
    public var typeName: String {
        String(cString: g_type_name(gtkui_instance_type(UnsafeMutableRawPointer(self))))
    }
}
