import CGtkShim
import Foundation

/// A ``Shape`` drawn with cairo in a windowless drawing area, flexible both ways.
struct ShapeDrawing<S: Shape>: GtkWidgetRepresentable {
    /// How the outline is painted; a nil colour is the foreground colour (CSS `color`).
    enum Paint: Equatable {
        case fill(Color?)
        case stroke(Color?, lineWidth: Double)
        /// A stroke inside the shape's rectangle: the outline of the rectangle inset by half the
        /// width (`.border`).
        case strokeBorder(Color?, lineWidth: Double)

        /// Pixels drawn outside the shape's rectangle: half a stroke.
        var overflow: Int32 {
            guard case .stroke(_, let lineWidth) = self else { return 0 }
            return ClampedLength.pixels(lineWidth / 2, "line width", minimum: 0, rounding: .up)
        }
    }

    let shape: S
    let paint: Paint

    func makeCoordinator() -> Coordinator { Coordinator(shape: shape, paint: paint) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area = DrawingSurface.make()
        // A shape is decoration, as in SwiftUI, until `.accessibilityLabel` makes it an image.
        atk_object_set_role(gtk_widget_get_accessible(area.cast()), ATK_ROLE_REDUNDANT_OBJECT)
        let coordinator = context.coordinator
        context.connect(
            area, "draw",
            returning: { arguments -> Bool in
                guard let cairo = arguments[1].pointer.map(OpaquePointer.init) else { return false }
                coordinator.draw(in: area.cast(), cairo: cairo)
                return false
            })
        context.connect(area, "size-allocate", after: true) { _ in coordinator.extendClip(of: area.cast()) }
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        // Shapes are values with no identity to compare; redrawing is cheap next to layout.
        let overflowChanged = context.coordinator.paint.overflow != paint.overflow
        context.coordinator.shape = shape
        context.coordinator.paint = paint
        // The clip that lets a stroke overflow is set at allocation.
        if overflowChanged { gtk_widget_queue_allocate(area.cast()) }
        gtk_widget_queue_draw(area.cast())
    }

    /// What the draw handler draws: the latest shape and paint.
    final class Coordinator {
        var shape: S
        var paint: Paint

        init(shape: S, paint: Paint) {
            self.shape = shape
            self.paint = paint
        }

        /// Lets a stroke's outer half show beyond the allocation, as in SwiftUI: GTK clips each
        /// widget's drawing to its clip rectangle, which is its allocation unless widened.
        @MainActor
        func extendClip(of widget: UnsafeMutablePointer<GtkWidget>) {
            let margin = paint.overflow
            guard margin > 0 else { return }
            var clip = GtkAllocation()
            gtk_widget_get_allocation(widget, &clip)
            clip.x -= margin
            clip.y -= margin
            clip.width += 2 * margin
            clip.height += 2 * margin
            gtk_widget_set_clip(widget, &clip)
        }

        @MainActor
        func draw(in widget: UnsafeMutablePointer<GtkWidget>, cairo: OpaquePointer) {
            let rect = CGRect(
                x: 0, y: 0, width: Double(gtk_widget_get_allocated_width(widget)),
                height: Double(gtk_widget_get_allocated_height(widget)))
            if case .strokeBorder(_, let lineWidth) = paint {
                shape.path(in: rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)).addTo(cairo: cairo)
            } else {
                shape.path(in: rect).addTo(cairo: cairo)
            }
            switch paint {
            case .fill(let color):
                Color.setSource(Self.resolve(color, for: widget), on: cairo)
                cairo_fill(cairo)
            case .stroke(let color, let lineWidth), .strokeBorder(let color, let lineWidth):
                Color.setSource(Self.resolve(color, for: widget), on: cairo)
                cairo_set_line_width(cairo, lineWidth)
                cairo_stroke(cairo)
            }
        }

        /// `color` for the widget's theme, or the CSS `color` the widget inherits.
        @MainActor
        private static func resolve(_ color: Color?, for widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
            if let color { return color.resolved(for: widget) }
            var foreground = GdkRGBA()
            let style = gtk_widget_get_style_context(widget)
            gtk_style_context_get_color(style, gtk_style_context_get_state(style), &foreground)
            return foreground
        }
    }
}
