/// Owns one strong reference to a GObject, released when this reference is deinitialised.
///
/// Adopting a floating object (a fresh `GtkWidget`, for example) sinks it, so the reference is
/// unambiguously ours. This is the one owner type for GObjects in GtkUI; every other stored GObject
/// pointer in the library is documented as borrowed from one of these or from GTK itself.
public final class GObjectReference<Pointee> {
    /// The owned object. Valid for as long as this reference lives.
    public let pointer: UnsafeMutablePointer<Pointee>

    /// Takes over the caller's reference: sinks it if floating, otherwise adopts it as is
    /// (transfer-full, as from `g_object_new` on a non-floating type).
    public init(adopting pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
        if g_object_is_floating(pointer.gObject) != 0 {
            g_object_ref_sink(pointer.gObject)
        }
    }

    /// Adds a reference of our own to an object someone else owns (sinking it if still floating).
    public init(retaining pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
        g_object_ref_sink(pointer.gObject)
    }

    deinit {
        g_object_unref(pointer.gObject)
    }
}
