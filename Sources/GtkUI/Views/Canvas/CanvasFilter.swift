import CGtkShim
import Foundation

/// A filter added to a ``GraphicsContext``, with its options: applied to the pixels of each
/// drawing made after it.
struct CanvasFilter {
    let filter: GraphicsContext.Filter
    let options: GraphicsContext.FilterOptions

    /// How far, in canvas pixels, this filter can move drawing beyond where it was drawn; nil
    /// when it can draw anywhere: a projection moves it by its matrix, and a colour matrix
    /// that adds opacity paints even where nothing was drawn.
    var spread: Double? {
        // Three box blurs reach about three standard deviations; the deviation is half the radius.
        func blurReach(_ radius: Double) -> Double { radius.isFinite ? max(0, radius) * 1.5 + 1 : 0 }
        switch filter.kind {
        case .colorMatrix(let matrix): return matrix.count == 20 && matrix[19] > 0 ? nil : 0
        case .colorMultiply, .alphaThreshold: return 0
        case .blur(let radius): return blurReach(radius)
        case .shadow(_, let radius, let x, let y, _, _):
            let moved = (x.isFinite ? abs(x) : 0) + (y.isFinite ? abs(y) : 0)
            return blurReach(radius) + moved
        case .projection: return nil
        }
    }

    /// Applies `filters`, in the order they were added, to `image` (premultiplied ARGB, `scale`
    /// device pixels per canvas pixel).
    /// `origin` is where the image's top left corner lies in the canvas.
    static func apply(
        _ filters: [CanvasFilter], to image: OpaquePointer, origin: CGPoint, scale: Double, target: CanvasTarget
    ) {
        for entry in filters { entry.apply(to: image, origin: origin, scale: scale, target: target) }
    }

    private func apply(to image: OpaquePointer, origin: CGPoint, scale: Double, target: CanvasTarget) {
        switch filter.kind {
        case .colorMatrix(var matrix):
            if !matrix.allSatisfy(\.isFinite) {
                target.warnOnce(
                    "color-matrix",
                    "GtkUI: a Canvas colour matrix has entries that are not finite; they are taken as 0")
                matrix = matrix.map { $0.isFinite ? $0 : 0 }
            }
            CanvasPixels.applyColorMatrix(matrix, to: image)
        case .colorMultiply(let color):
            let rgba = target.rgba(of: color)
            CanvasPixels.applyColorMatrix(
                ColorMatrix.multiply(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha), to: image)
        case .blur(let radius):
            guard radius.isFinite, radius >= 0 else {
                target.warnOnce("blur", "GtkUI: a Canvas blur radius \(radius) is negative or not finite; no blur")
                return
            }
            CanvasPixels.blur(image, sigma: radius / 2 * scale)
        case .alphaThreshold(let low, let high, let color):
            let rgba = target.rgba(of: color)
            CanvasPixels.applyAlphaThreshold(
                low: low, high: high, color: (rgba.red, rgba.green, rgba.blue, rgba.alpha), to: image)
        case .shadow(let color, let radius, let x, let y, let blendMode, let options):
            shadow(
                image, color: target.rgba(of: color), radius: radius, offset: CGSize(width: x, height: y),
                blendMode: blendMode, options: options, scale: scale, target: target)
        case .projection(let projection):
            guard let inverse = projection.inverse else {
                target.warnOnce(
                    "projection",
                    "GtkUI: a Canvas projectionTransform filter cannot be undone (or is not finite); "
                        + "what it filters is left out")
                CanvasPixels.clear(image)
                return
            }
            // In the canvas's coordinates: the image starts at `origin`.
            let moved = ProjectionTransform.translation(origin.x, origin.y).concatenating(projection)
                .concatenating(.translation(-origin.x, -origin.y))
            if projection.isAffine {
                let affine = CGAffineTransform(
                    a: moved.m11, b: moved.m12, c: moved.m21, d: moved.m22, tx: moved.m31, ty: moved.m32)
                redraw(image) { cairo, original in
                    var matrix = affine.cairoMatrix
                    cairo_transform(cairo, &matrix)
                    cairo_set_source_surface(cairo, original, 0, 0)
                    cairo_paint(cairo)
                }
            } else {
                let back = ProjectionTransform.translation(origin.x, origin.y).concatenating(inverse)
                    .concatenating(.translation(-origin.x, -origin.y))
                guard let original = copy(image) else { return }
                CanvasPixels.project(original.pointer, into: image, inverse: back, scale: scale)
            }
        }
    }

    /// The shadow: the drawing's opacity (or its inverse) in `color`, blurred, moved, and drawn
    /// with the drawing as the options say.
    private func shadow(
        _ image: OpaquePointer, color: GdkRGBA, radius: Double, offset: CGSize,
        blendMode: GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions, scale: Double,
        target: CanvasTarget
    ) {
        let inverse = options.contains(.invertsAlpha)
        guard let shade = copy(image) else { return }
        let painter = cairo_create(shade.pointer)!
        // The shape's opacity, filled with the colour (or the outside's, for an inner shadow).
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(painter, color.red, color.green, color.blue, color.alpha)
        if inverse {
            cairo_paint(painter)
            cairo_set_operator(painter, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_surface(painter, image, 0, 0)
            cairo_paint(painter)
        } else {
            cairo_mask_surface(painter, image, 0, 0)
        }
        cairo_destroy(painter)
        CanvasPixels.blur(shade.pointer, sigma: radius.isFinite ? max(0, radius) / 2 * scale : 0)
        let dx = offset.width.isFinite ? offset.width : 0
        let dy = offset.height.isFinite ? offset.height : 0
        redraw(image) { cairo, original in
            func drawShadow() {
                cairo_save(cairo)
                cairo_set_operator(cairo, inverse ? CAIRO_OPERATOR_ATOP : blendMode.cairoOperator)
                cairo_set_source_surface(cairo, shade.pointer, dx, dy)
                cairo_paint(cairo)
                cairo_restore(cairo)
            }
            func drawOriginal() {
                cairo_set_source_surface(cairo, original, 0, 0)
                cairo_paint(cairo)
            }
            if options.contains(.shadowOnly) {
                drawShadow()
            } else if options.contains(.shadowAbove) || inverse {
                drawOriginal()
                drawShadow()
            } else {
                drawShadow()
                drawOriginal()
            }
        }
    }

    /// A copy of `image`, with its device scale.
    private func copy(_ image: OpaquePointer) -> CanvasSurface? {
        let width = cairo_image_surface_get_width(image)
        let height = cairo_image_surface_get_height(image)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        let copy = CanvasSurface(owning: surface)
        var sx = 1.0
        var sy = 1.0
        cairo_surface_get_device_scale(image, &sx, &sy)
        cairo_surface_set_device_scale(surface, sx, sy)
        let cairo = cairo_create(surface)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return copy
    }

    /// Clears `image` and has `draw` paint it again from a copy of what it held.
    private func redraw(_ image: OpaquePointer, _ draw: (OpaquePointer, OpaquePointer) -> Void) {
        guard let original = copy(image) else { return }
        let cairo = cairo_create(image)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        draw(cairo, original.pointer)
        cairo_destroy(cairo)
        cairo_surface_flush(image)
    }
}
