import CGtkShim
import Foundation

/// A ``Shape`` drawn with cairo in a windowless drawing area, flexible both ways: filled or
/// stroked with a ``ShapeStyle``, resolved against the environment on each update and turned into
/// a cairo source on each draw.
struct ShapeDrawing<S: Shape>: GtkWidgetRepresentable {
    let shape: S
    let style: AnyShapeStyle
    let operation: ShapeOperation

    func makeCoordinator() -> Coordinator { Coordinator(shape: shape, paint: .currentColor, operation: operation) }

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
        let coordinator = context.coordinator
        var operation = operation
        if case .stroke(let style, let antialiased) = operation {
            let (drawable, problem) = style.drawable
            ControlSupport.warn(if: problem != nil, on: area, key: "gtkui-stroke-style", problem ?? "")
            operation = .stroke(drawable, antialiased: antialiased)
        } else if let stroked = ((shape as? AnyShape)?.base ?? shape) as? any StrokeDrawable {
            // `shape.stroke(lineWidth:)` filled: its stroke style is checked as a stroke's is.
            let problem = stroked.strokeStyle.drawable.problem
            ControlSupport.warn(if: problem != nil, on: area, key: "gtkui-stroke-style", problem ?? "")
        }
        // Shapes are values with no identity to compare; redrawing is cheap next to layout.
        let overflowChanged = coordinator.operation.overflow != operation.overflow
        coordinator.shape = shape
        coordinator.operation = operation
        let transaction = context.transaction
        // The shape's animatable data moves through frames when the change is animated; the draw
        // handler draws the shape with the data of the frame.
        if let shown = coordinator.shapeMotion.presented, coordinator.shapeMotion.isMoving {
            coordinator.shape.animatableData = shown
        }
        coordinator.shapeMotion.move(to: shape.animatableData, on: area.cast(), transaction: transaction) {
            [weak coordinator] data in
            guard let coordinator else { return }
            coordinator.shape.animatableData = data
            gtk_widget_queue_draw(area.cast())
        }
        coordinator.updatePaint(style.paint(in: context.environment), on: area.cast(), transaction: transaction)
        // The clip that lets a stroke overflow is set at allocation.
        if overflowChanged { gtk_widget_queue_allocate(area.cast()) }
        gtk_widget_queue_draw(area.cast())
    }

    static func dismantleWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, coordinator: Coordinator) {
        coordinator.shapeMotion.stop()
        coordinator.colorMotion.stop()
    }

    /// What the draw handler draws: the latest shape, paint and operation, and their motions when a
    /// change is animated.
    final class Coordinator {
        var shape: S
        var paint: Paint
        var operation: ShapeOperation
        let shapeMotion = WidgetMotion<S.AnimatableData>()
        let colorMotion = WidgetMotion<AnimatableVector>()

        /// Takes `newPaint`: a change from one colour to another under an animation moves through
        /// the colours in between; anything else (gradients, the text colour) changes at once.
        @MainActor
        func updatePaint(_ newPaint: Paint, on area: UnsafeMutablePointer<GtkWidget>, transaction: Transaction) {
            guard case .color(let newColor) = newPaint,
                transaction.effectiveAnimation != nil || colorMotion.isMoving
            else {
                colorMotion.stop()
                paint = newPaint
                return
            }
            if !colorMotion.isMoving {
                // From a gradient or the text colour, a colour lands at once.
                guard case .color(let shown) = paint else {
                    paint = newPaint
                    return
                }
                colorMotion.reset(to: shown.animatableVector(for: area))
            }
            colorMotion.move(to: newColor.animatableVector(for: area), on: area, transaction: transaction) {
                [weak self] vector in
                self?.paint = .color(Color(animatableVector: vector))
                gtk_widget_queue_draw(area)
            }
        }

        init(shape: S, paint: Paint, operation: ShapeOperation) {
            self.shape = shape
            self.paint = paint
            self.operation = operation
        }

        /// Lets a stroke's outer half show beyond the allocation, as in SwiftUI: GTK clips each
        /// widget's drawing to its clip rectangle, which is its allocation unless widened.
        @MainActor
        func extendClip(of widget: UnsafeMutablePointer<GtkWidget>) {
            let margin = operation.overflow
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
            ShapePainter.draw(shape, in: rect, paint: paint, operation: operation, widget: widget, cairo: cairo)
        }
    }
}
