import CGtkShim
import Foundation

/// A ``Canvas`` in GTK: a windowless drawing area whose draw handler runs the renderer with
/// cairo. Its children are the canvas's symbols, which never show in the drawing area: each
/// lives in an offscreen window of its own, from which the renderer draws it.
struct CanvasWidget<Content: View>: GtkContainerRepresentable {
    let content: Content
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func makeCoordinator() -> CanvasCoordinator { CanvasCoordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area = DrawingSurface.make()
        // A canvas is a picture, as in SwiftUI, and says nothing until it is given a label.
        atk_object_set_role(gtk_widget_get_accessible(area.cast()), ATK_ROLE_REDUNDANT_OBJECT)
        let coordinator = context.coordinator
        // Borrowed: the area outlives its symbols, which dismantling removes.
        coordinator.symbols.canvas = area.cast()
        context.connect(
            area, "draw",
            returning: { arguments -> Bool in
                guard let cairo = arguments[1].pointer.map(OpaquePointer.init) else { return false }
                coordinator.draw(in: area.cast(), cairo: cairo)
                return false
            })
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        // A renderer is a closure, so there is nothing to compare: an update means new inputs
        // (the engine skips a canvas whose inputs are the same bytes).
        context.coordinator.renderer = renderer
        context.coordinator.environment = context.environment
        gtk_widget_queue_draw(area.cast())
    }

    static func dismantleWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, coordinator: CanvasCoordinator) {
        coordinator.symbols.removeAll()
        coordinator.symbols.canvas = nil
    }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to area: UnsafeMutablePointer<GtkDrawingArea>,
        context: Context
    ) {
        context.coordinator.symbols.add(child, tag: placement.containerValues.tag)
        gtk_widget_queue_draw(area.cast())
    }

    func removeChild(_ child: WidgetPointer, from area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        context.coordinator.symbols.remove(child)
        gtk_widget_queue_draw(area.cast())
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in area: UnsafeMutablePointer<GtkDrawingArea>,
        context: Context
    ) {
        // Symbols have no order: the renderer decides what is drawn over what.
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in area: UnsafeMutablePointer<GtkDrawingArea>,
        context: Context
    ) {
        context.coordinator.symbols.retag(child, tag: placement.containerValues.tag)
        gtk_widget_queue_draw(area.cast())
    }
}
