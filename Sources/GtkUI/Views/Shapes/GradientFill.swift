/// A ``LinearGradient`` or ``RadialGradient`` shown as a view: a windowless drawing area, flexible
/// both ways, painted with a cairo gradient pattern sized to its allocation each time it draws.
struct GradientFill: GtkWidgetRepresentable {
    enum Kind: Equatable {
        case linear(LinearGradient)
        case radial(RadialGradient)
    }

    let kind: Kind

    func makeCoordinator() -> Coordinator { Coordinator(kind: kind) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area = DrawingSurface.make()
        let coordinator = context.coordinator
        context.connect(
            area, "draw",
            returning: { arguments -> Bool in
                guard let cairo = arguments[1].pointer.map(OpaquePointer.init) else { return false }
                Self.paint(coordinator.kind, on: cairo, in: area.cast())
                return false
            })
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        guard context.coordinator.kind != kind else { return }
        context.coordinator.kind = kind
        gtk_widget_queue_draw(area.cast())
    }

    /// Paints the widget's area with the gradient, its points taken as fractions of the area.
    static func paint(_ kind: Kind, on cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>) {
        let width = Double(gtk_widget_get_allocated_width(widget))
        let height = Double(gtk_widget_get_allocated_height(widget))
        let pattern: OpaquePointer
        let gradient: Gradient
        switch kind {
        case .linear(let linear):
            pattern = cairo_pattern_create_linear(
                linear.startPoint.x * width, linear.startPoint.y * height, linear.endPoint.x * width,
                linear.endPoint.y * height)
            gradient = linear.gradient
        case .radial(let radial):
            let x = radial.center.x * width
            let y = radial.center.y * height
            pattern = cairo_pattern_create_radial(x, y, max(0, radial.startRadius), x, y, max(0, radial.endRadius))
            gradient = radial.gradient
        }
        gradient.addStops(to: pattern, for: widget)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
    }

    /// The gradient the draw handler paints.
    final class Coordinator {
        var kind: Kind
        init(kind: Kind) { self.kind = kind }
    }
}
