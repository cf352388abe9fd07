import CGtkShim

/// A cairo image surface owned by Swift: destroyed with its last reference, so a mask or a
/// resolved picture can be kept in a value that is copied.
final class CanvasSurface {
    /// The surface, owned by this object.
    let pointer: OpaquePointer

    /// Takes ownership of `pointer`.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        cairo_surface_destroy(pointer)
    }
}
