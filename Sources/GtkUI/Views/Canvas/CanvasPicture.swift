import CGtkShim
import Foundation

/// A picture a canvas loaded for an ``Image``: a cairo surface at the screen's scale, whether
/// it is a template (a symbolic icon, drawn as a mask in a shading), and how it is smoothed.
final class CanvasPicture: @unchecked Sendable {
    let surface: CanvasSurface
    /// The size in canvas pixels.
    let size: CGSize
    let isTemplate: Bool
    let filter: cairo_filter_t

    init(surface: CanvasSurface, size: CGSize, isTemplate: Bool, filter: cairo_filter_t) {
        self.surface = surface
        self.size = size
        self.isTemplate = isTemplate
        self.filter = filter
    }

    /// The picture for `image` in `environment` at `scale` device pixels per canvas pixel: an
    /// icon at the size its font gives (symbolic when the image or the environment asks), or
    /// the file's picture. What cannot be found is the theme's "image-missing" icon, after the
    /// image loader's warning; nil only when not even that loads.
    @MainActor
    static func load(_ image: Image, in environment: EnvironmentValues, scale: Int32) -> CanvasPicture? {
        var pixbuf: OpaquePointer?
        var isTemplate = false
        var iconSize: Int32 = 16
        switch image.source {
        case .file(let path):
            pixbuf = ImageLoading.pixbuf(at: path)
        case .loaded(let picture):
            pixbuf = picture.pixbufReference()
        case .icon(let name):
            iconSize = image.iconPixelSize(in: environment)
            let found = ImageLoading.iconName(for: name) ?? "image-missing"
            let named = ImageLoading.iconName(found, symbolic: image.wantsSymbolic(in: environment))
            isTemplate = named.hasSuffix("-symbolic")
            pixbuf = icon(named, size: iconSize * scale)
        }
        if pixbuf == nil { pixbuf = icon("image-missing", size: iconSize * scale) }
        guard let pixbuf else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard let surface = gdk_cairo_surface_create_from_pixbuf(pixbuf, scale, nil) else { return nil }
        let width = Double(gdk_pixbuf_get_width(pixbuf)) / Double(scale)
        let height = Double(gdk_pixbuf_get_height(pixbuf)) / Double(scale)
        let filter: cairo_filter_t
        switch image.isAntialiased ? image.interpolation : .none {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_FAST
        case .medium: filter = CAIRO_FILTER_GOOD
        case .high: filter = CAIRO_FILTER_BEST
        }
        return CanvasPicture(
            surface: CanvasSurface(owning: surface), size: CGSize(width: width, height: height),
            isTemplate: isTemplate, filter: filter)
    }

    @MainActor
    private static func icon(_ name: String, size: Int32) -> OpaquePointer? {
        gtk_icon_theme_load_icon(
            gtk_icon_theme_get_default(), name, max(1, size), GTK_ICON_LOOKUP_FORCE_SIZE, nil)
    }
}
