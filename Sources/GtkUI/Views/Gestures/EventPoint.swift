import CGtkShim
import Foundation

/// Points of pointer events, moved between a widget and the coordinate spaces of SwiftUI.
@MainActor
enum EventPoint {
    /// A point of an event, given in `window`'s coordinates with its screen position, in
    /// `widget`'s: the event may come from a child's window, whose origin is elsewhere.
    static func inWidget(_ widget: WidgetPointer, x: Double, y: Double, window: OpaquePointer?) -> CGPoint {
        guard let window, let own = gtk_widget_get_window(widget) else { return CGPoint(x: x, y: y) }
        var windowX: gint = 0
        var windowY: gint = 0
        gdk_window_get_root_coords(window, 0, 0, &windowX, &windowY)
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        var ownX: gint = 0
        var ownY: gint = 0
        // A widget without a window of its own is allocated in its parent's window.
        let originX = gtk_widget_get_has_window(widget) != 0 ? 0 : allocation.x
        let originY = gtk_widget_get_has_window(widget) != 0 ? 0 : allocation.y
        gdk_window_get_root_coords(own, originX, originY, &ownX, &ownY)
        return CGPoint(x: x + Double(windowX) - Double(ownX), y: y + Double(windowY) - Double(ownY))
    }

    /// `point`, in `widget`'s coordinates, in `space`; nil when `space` is a name that no
    /// ancestor declares with `.coordinateSpace`.
    static func convert(
        _ point: CGPoint, from widget: WidgetPointer, to space: CoordinateSpace, environment: EnvironmentValues
    ) -> CGPoint? {
        let target: WidgetPointer?
        switch space {
        case .local:
            return point
        case .global:
            target = WidgetGeometry.globalRoot(of: widget)
        case .named(let name):
            guard let widget = environment.namedCoordinateSpaces.markers[name]?.widget else { return nil }
            target = widget
        }
        guard let target else { return point }
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, target, 0, 0, &x, &y) != 0 else { return point }
        return CGPoint(x: point.x + Double(x), y: point.y + Double(y))
    }
}
