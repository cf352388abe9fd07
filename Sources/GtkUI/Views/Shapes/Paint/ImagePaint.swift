import CGtkShim
import Foundation

/// A picture repeated to fill a shape, as SwiftUI's `ImagePaint`:
/// `Rectangle().fill(ImagePaint(image: Image(filePath: "tile.png"), scale: 0.5))`.
///
/// The tiles start at the shape's top left corner. Where GtkUI differs: `sourceRect` is kept but
/// the whole picture is tiled. A picture that cannot be loaded tiles the theme's "image-missing"
/// icon, with one warning.
public struct ImagePaint: ShapeStyle, Equatable {
    /// The picture.
    public var image: Image
    /// The part of the picture to use, in fractions of its size.
    public var sourceRect: CGRect
    /// How large a tile is, relative to the picture's own size.
    public var scale: CGFloat

    /// A paint tiling `image` at `scale`.
    nonisolated public init(
        image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ImagePaint: PaintConvertible {
    func paint(in environment: EnvironmentValues) -> Paint { .image(self) }
}

extension ImagePaint {
    /// A repeating cairo pattern of the picture, its tiles starting at `rect`'s corner.
    @MainActor
    func makePattern(in rect: CGRect, for widget: UnsafeMutablePointer<GtkWidget>, opacity: Double) -> OpaquePointer {
        guard let surface = ImagePaintCache.surface(for: image.source), scale > 0, scale.isFinite else {
            return Paint.clear
        }
        var tile = surface
        var owned = false
        if opacity < 1 {
            // A pattern has no opacity of its own: the tile is drawn once, fainter.
            let width = cairo_image_surface_get_width(surface)
            let height = cairo_image_surface_get_height(surface)
            tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
            let cairo = cairo_create(tile)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_paint_with_alpha(cairo, max(0, opacity))
            cairo_destroy(cairo)
            owned = true
        }
        let pattern = cairo_pattern_create_for_surface(tile)!
        if owned { cairo_surface_destroy(tile) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, 1 / scale, 0, 0, 1 / scale, -rect.minX / scale, -rect.minY / scale)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}

/// The pictures image paints have loaded, as cairo surfaces, so a paint does not read its file
/// on every frame, and a missing file warns once.
@MainActor
enum ImagePaintCache {
    private static var surfaces: [Image.Source: OpaquePointer?] = [:]

    /// The picture for `source`, or nil when it cannot be loaded.
    static func surface(for source: Image.Source) -> OpaquePointer? {
        if let cached = surfaces[source] { return cached }
        if surfaces.count >= 64 {
            for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
            surfaces.removeAll()
        }
        let surface = load(source)
        surfaces[source] = surface
        return surface
    }

    private static func load(_ source: Image.Source) -> OpaquePointer? {
        let name: String?
        var pixbuf: OpaquePointer?
        switch source {
        case .file(let path):
            pixbuf = ImageLoading.pixbuf(at: path)
            name = pixbuf == nil ? "image-missing" : nil
        case .loaded(let picture):
            pixbuf = picture.pixbufReference()
            name = nil
        case .icon(let icon):
            name = ImageLoading.iconName(for: icon) ?? "image-missing"
        }
        if let name {
            pixbuf = gtk_icon_theme_load_icon(gtk_icon_theme_get_default(), name, 16, GtkIconLookupFlags(0), nil)
        }
        guard let pixbuf else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return gdk_cairo_surface_create_from_pixbuf(pixbuf, 1, nil)
    }
}
