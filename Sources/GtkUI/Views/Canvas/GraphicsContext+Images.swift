import CGtkShim
import Foundation

extension GraphicsContext {
    /// `image` loaded at the size it shows in this canvas's environment (an icon as large as
    /// the font), to be measured or drawn. A canvas loads each picture once; a missing one
    /// warns once and draws the theme's "image-missing" icon.
    public func resolve(_ image: Image) -> ResolvedImage {
        let picture = target.picture(for: image)
        let size = picture?.size ?? .zero
        return ResolvedImage(picture: picture, size: size, baseline: size.height, shading: nil)
    }

    /// Draws `image` stretched to fill `rect`. `style` is accepted for SwiftUI's sake.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let picture = image.picture, picture.size.width > 0, picture.size.height > 0 else { return }
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            target.warnOnce(
                "image-rect", "GtkUI: a Canvas image rectangle \(rect) is not finite; the image is left out")
            return
        }
        guard rect.width != 0, rect.height != 0 else { return }
        let target = target
        let shading = image.shading ?? .foreground
        target.composite(in: self, foldsOpacity: true, reach: rect.standardized) { cairo, opacity in
            if picture.isTemplate {
                // A symbolic icon is a shape: its opacity, filled with the shading.
                guard let pattern = target.pattern(for: shading, in: { rect }, opacity: opacity) else { return }
                cairo_set_source(cairo, pattern)
                cairo_pattern_destroy(pattern)
                cairo_translate(cairo, rect.minX, rect.minY)
                cairo_scale(cairo, rect.width / picture.size.width, rect.height / picture.size.height)
                let mask = cairo_pattern_create_for_surface(picture.surface.pointer)!
                cairo_pattern_set_filter(mask, picture.filter)
                cairo_mask(cairo, mask)
                cairo_pattern_destroy(mask)
            } else {
                cairo_translate(cairo, rect.minX, rect.minY)
                cairo_scale(cairo, rect.width / picture.size.width, rect.height / picture.size.height)
                cairo_set_source_surface(cairo, picture.surface.pointer, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cairo), picture.filter)
                cairo_rectangle(cairo, 0, 0, picture.size.width, picture.size.height)
                cairo_clip(cairo)
                cairo_paint_with_alpha(cairo, opacity)
            }
        }
    }

    /// Draws `image` at its own size with its `anchor` point at `point`: the centre by default.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
                height: size.height))
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its own size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
