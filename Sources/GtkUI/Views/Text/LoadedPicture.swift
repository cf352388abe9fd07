/// A decoded picture held in memory, such as one ``AsyncImage`` loaded: one `GdkPixbuf`
/// reference, released when the last ``Image`` showing it goes.
///
/// A `GdkPixbuf` is immutable once decoded and GObject counts references atomically, so the
/// picture may be made on a loading thread and shown on GTK's. Two pictures are equal only when
/// they are the same object, so an image that keeps its picture is not drawn again.
final class LoadedPicture: Hashable, @unchecked Sendable {
    /// The owned pixbuf.
    private let pixbuf: OpaquePointer
    /// Device pixels per point, as `AsyncImage(url:scale:)` says.
    let scale: Double
    /// What a screen reader calls it: the file's name without its extension.
    let name: String

    /// Takes over the caller's reference to `pixbuf`. A scale that is not a positive number is 1.
    init(adopting pixbuf: OpaquePointer, scale: Double, name: String) {
        self.pixbuf = pixbuf
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }

    /// A new reference to the pixbuf for a caller that releases it with `g_object_unref`: at the
    /// picture's size in points (`scaled`, made from its pixels when its scale is not 1), or at
    /// its full pixels.
    func pixbufReference(scaled: Bool = true) -> OpaquePointer? {
        guard scaled && scale != 1 else {
            g_object_ref(UnsafeMutableRawPointer(pixbuf))
            return pixbuf
        }
        let width = Int32(max(1, (Double(pixelWidth) / scale).rounded()))
        let height = Int32(max(1, (Double(pixelHeight) / scale).rounded()))
        return gdk_pixbuf_scale_simple(pixbuf, width, height, GDK_INTERP_BILINEAR)
    }

    /// The picture's width in pixels.
    var pixelWidth: Int32 { gdk_pixbuf_get_width(pixbuf) }
    /// The picture's height in pixels.
    var pixelHeight: Int32 { gdk_pixbuf_get_height(pixbuf) }

    static func == (lhs: LoadedPicture, rhs: LoadedPicture) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
