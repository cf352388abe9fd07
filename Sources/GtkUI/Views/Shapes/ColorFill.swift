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
        let coordinator = context.coordinator
        guard coordinator.target != color else { return }
        coordinator.target = color
        let transaction = context.transaction
        guard transaction.effectiveAnimation != nil || coordinator.motion.isMoving else {
            // Theme colours stay named, so a theme change repaints them.
            coordinator.motion.stop()
            coordinator.color = color
            gtk_widget_queue_draw(area.cast())
            return
        }
        // Animated: the colour moves through its resolved components, from the one shown.
        if !coordinator.motion.isMoving {
            coordinator.motion.reset(to: coordinator.color.animatableVector(for: area.cast()))
        }
        coordinator.motion.move(to: color.animatableVector(for: area.cast()), on: area.cast(), transaction: transaction)
        {
            [weak coordinator] vector in
            coordinator?.color = Color(animatableVector: vector)
            gtk_widget_queue_draw(area.cast())
        }
    }

    static func dismantleWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, coordinator: Coordinator) {
        coordinator.motion.stop()
    }

    /// The colour the draw handler paints, and its motion when a change is animated.
    final class Coordinator {
        var color: Color
        var target: Color
        let motion = WidgetMotion<AnimatableVector>()
        init(color: Color) {
            self.color = color
            target = color
        }
    }
}
