/// A gradient shown as a view: a windowless drawing area, flexible both ways, painted with the
/// gradient's cairo pattern sized to its allocation each time it draws.
struct GradientFill: GtkWidgetRepresentable {
    let paint: Paint

    func makeCoordinator() -> Coordinator { Coordinator(paint: paint) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area = DrawingSurface.make()
        let coordinator = context.coordinator
        context.connect(
            area, "draw",
            returning: { arguments -> Bool in
                guard let cairo = arguments[1].pointer.map(OpaquePointer.init) else { return false }
                let widget: UnsafeMutablePointer<GtkWidget> = area.cast()
                let rect = CGRect(
                    x: 0, y: 0, width: Double(gtk_widget_get_allocated_width(widget)),
                    height: Double(gtk_widget_get_allocated_height(widget)))
                let pattern = coordinator.paint.makePattern(in: rect, for: widget)
                cairo_set_source(cairo, pattern)
                cairo_paint(cairo)
                cairo_pattern_destroy(pattern)
                return false
            })
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        guard context.coordinator.paint != paint else { return }
        context.coordinator.paint = paint
        gtk_widget_queue_draw(area.cast())
    }

    /// The gradient the draw handler paints.
    final class Coordinator {
        var paint: Paint
        init(paint: Paint) { self.paint = paint }
    }
}
