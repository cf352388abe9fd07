import CGtkShim
import Foundation

/// Fills or strokes a shape's outline with a paint: what shapes, borders and backgrounds in a
/// shape draw with.
@MainActor
enum ShapePainter {
    static func draw<S: Shape>(
        _ shape: S, in rect: CGRect, paint: Paint, operation: ShapeOperation,
        widget: UnsafeMutablePointer<GtkWidget>, cairo: OpaquePointer
    ) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        var operation = operation
        if case .fill = operation, let stroked = ((shape as? AnyShape)?.base ?? shape) as? any StrokeDrawable {
            // A stroked shape filled: cairo strokes the original outline, which is exact.
            let (outline, style) = stroked.strokeOutline(in: rect)
            outline.addTo(cairo: cairo, warningOn: widget)
            operation = .stroke(style.drawable.style, antialiased: true)
        } else {
            shape.path(in: rect).addTo(cairo: cairo, warningOn: widget)
        }
        let pattern = paint.makePattern(in: rect, for: widget)
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cairo, pattern)
        switch operation {
        case .fill(let style):
            style.apply(to: cairo)
            cairo_fill(cairo)
        case .stroke(let style, let antialiased):
            guard style.lineWidth > 0 else {
                cairo_new_path(cairo)
                return
            }
            style.apply(to: cairo)
            cairo_set_antialias(cairo, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_stroke(cairo)
        }
    }
}
