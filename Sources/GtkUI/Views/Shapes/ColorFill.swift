/// A ``Color`` shown as a view: a windowless drawing area, flexible both ways, painted with the
/// colour resolved against its theme each time it draws.
struct ColorFill: GtkWidgetRepresentable {
    let color: Color

    func makeCoordinator() -> Coordinator { Coordinator(color: color) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area = DrawingSurface.make()
        let coordinator = context.coordinator
        context.connect(
            area, "draw",
            returning: { arguments -> Bool in
                guard let cairo = arguments[1].pointer.map(OpaquePointer.init) else { return false }
                Color.setSource(coordinator.color.resolved(for: area.cast()), on: cairo)
                cairo_paint(cairo)
                return false
            })
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        guard context.coordinator.color != color else { return }
        context.coordinator.color = color
        gtk_widget_queue_draw(area.cast())
    }

    /// The colour the draw handler paints.
    final class Coordinator {
        var color: Color
        init(color: Color) { self.color = color }
    }
}
