import CGtkShim
import Foundation

extension GraphicsContext {
    /// The symbol view tagged `id` among the canvas's `symbols`, laid out at the size it asks
    /// for; nil (with one warning per id) when no symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        // Used on the main thread only, where the canvas draws.
        nonisolated(unsafe) let tag = AnyHashable(id)
        let symbols = target.coordinator.symbols
        let found = onMainActor { symbols.widget(tagged: tag).map { ($0.widget.address, $0.size) } }
        guard let found, let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: found.0) else {
            target.warnOnce(
                "symbol \(tag)",
                "GtkUI: a Canvas has no symbol tagged \(String(reflecting: id)); resolveSymbol(id:) returns nil")
            return nil
        }
        return ResolvedSymbol(widget: widget, size: found.1)
    }

    /// Draws `symbol` stretched to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            target.warnOnce(
                "symbol-rect", "GtkUI: a Canvas symbol rectangle \(rect) is not finite; the symbol is left out")
            return
        }
        guard symbol.size.width > 0, symbol.size.height > 0, rect.width != 0, rect.height != 0 else { return }
        let address = symbol.widget.address
        let size = symbol.size
        // The image's pixels: the rectangle's size as the transform and the screen scale it.
        let scale = Double(target.scale)
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        let across = (abs(rect.width) * (a * a + b * b).squareRoot() * scale).rounded(.up)
        let down = (abs(rect.height) * (c * c + d * d).squareRoot() * scale).rounded(.up)
        let largest = Double(CanvasSymbols.largestImage)
        let pixels =
            across >= 1 && down >= 1 && across <= largest && down <= largest
            ? CanvasSymbols.PixelSize(width: Int32(across), height: Int32(down)) : nil
        let target = target
        target.composite(in: self, foldsOpacity: true, reach: rect.standardized) { cairo, opacity in
            cairo_translate(cairo, rect.minX, rect.minY)
            let cairoAddress = Int(bitPattern: UnsafeRawPointer(cairo))
            onMainActor {
                guard let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
                    let cairo = OpaquePointer(bitPattern: cairoAddress)
                else { return }
                if let pixels, let image = target.coordinator.symbols.image(of: widget, size: size, pixels: pixels) {
                    // Drawn once, kept while the symbol is unchanged.
                    cairo_scale(cairo, rect.width / Double(pixels.width), rect.height / Double(pixels.height))
                    cairo_set_source_surface(cairo, image.pointer, 0, 0)
                    // The clip makes the edge; padding keeps the image from fading into it too.
                    cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                    cairo_rectangle(cairo, 0, 0, Double(pixels.width), Double(pixels.height))
                    cairo_clip(cairo)
                    cairo_paint_with_alpha(cairo, opacity)
                } else {
                    // Too large to keep: drawn from the widget, composited at the opacity.
                    cairo_scale(cairo, rect.width / size.width, rect.height / size.height)
                    cairo_push_group(cairo)
                    CanvasWork.symbolsDrawn += 1
                    gtk_widget_draw(widget, cairo)
                    cairo_pop_group_to_source(cairo)
                    cairo_paint_with_alpha(cairo, opacity)
                }
            }
        }
    }

    /// Draws `symbol` at its own size with its `anchor` point at `point`: the centre by default.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(
            symbol,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
                height: size.height))
    }
}

extension UnsafeMutablePointer {
    /// The pointer as a number, to carry it into main-actor code without a `Sendable` pointer.
    fileprivate var address: Int { Int(bitPattern: self) }
}
