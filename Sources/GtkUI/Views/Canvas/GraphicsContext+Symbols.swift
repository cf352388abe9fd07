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
        target.composite(in: self, foldsOpacity: false) { cairo, _ in
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / symbol.size.width, rect.height / symbol.size.height)
            let cairoAddress = Int(bitPattern: UnsafeRawPointer(cairo))
            onMainActor {
                guard let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address),
                    let cairo = OpaquePointer(bitPattern: cairoAddress)
                else { return }
                gtk_widget_draw(widget, cairo)
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
