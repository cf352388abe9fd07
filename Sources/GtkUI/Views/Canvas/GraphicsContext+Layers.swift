import CGtkShim
import Foundation

extension GraphicsContext {
    /// Adds `filter` to what this context draws after: each fill, stroke, text, image, symbol or
    /// layer is filtered on its own, after the filters added before it.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(CanvasFilter(filter: filter, options: options))
    }

    /// Draws what `content` draws as one picture, composited with this context's opacity,
    /// blend mode, filters and clips. `content` gets a context with this one's transform and
    /// none of the rest.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let target = target
        let transform = transform
        try target.composite(in: self, foldsOpacity: false, isLayer: true) { _, _ in
            var inner = GraphicsContext(target: target)
            inner.transform = transform
            try content(&inner)
        }
    }

    /// Limits what this context draws after to where `content` draws, by its opacity times
    /// `opacity` (or, with `.inverse`, to where it does not). `content` gets a context with this
    /// one's transform.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let target = target
        let transform = transform
        let canvas = CGRect(origin: .zero, size: target.size)
        let drawn = try target.drawLayerImage(covering: canvas, transform: .identity) { _ in
            var inner = GraphicsContext(target: target)
            inner.transform = transform
            try content(&inner)
        }
        guard let drawn else { return }
        let mask = drawn.pointer
        let painter = cairo_create(mask)!
        defer { cairo_destroy(painter) }
        let fade = opacity.isNaN ? 1 : min(1, max(0, opacity))
        if options.contains(.inverse) {
            // The outside: everything, less what the content drew.
            cairo_push_group(painter)
            cairo_set_source_rgba(painter, 0, 0, 0, 1)
            cairo_paint(painter)
            cairo_set_operator(painter, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_surface(painter, mask, 0, 0)
            cairo_paint(painter)
            cairo_pop_group_to_source(painter)
            cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
            cairo_paint(painter)
        }
        if fade < 1 {
            cairo_set_operator(painter, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(painter, 0, 0, 0, fade)
            cairo_paint(painter)
        }
        // A mask holds the masks before it, so drawing needs only the latest.
        if let previous = clips.lazy.compactMap({ clip -> CanvasSurface? in
            if case .mask(let surface) = clip.kind { return surface }
            return nil
        }).last {
            cairo_set_operator(painter, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(painter, previous.pointer, 0, 0)
            cairo_paint(painter)
        }
        cairo_surface_flush(mask)
        clips.append(CanvasClip(kind: .mask(drawn), transform: .identity))
    }
}
