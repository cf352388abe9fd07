import CGtkShim
import Foundation

extension Path {
    /// Replays the path into cairo's current path, as ``addTo(cairo:)`` does, and warns once on
    /// `widget` while the path has points that are not finite.
    @MainActor
    func addTo(cairo: OpaquePointer, warningOn widget: UnsafeMutablePointer<GtkWidget>) {
        ControlSupport.warn(
            if: !isFinite, on: widget, key: "gtkui-path-not-finite",
            "GtkUI: a path has points that are not finite numbers; they are left out")
        addTo(cairo: cairo)
    }

    /// Replays the path into cairo's current path.
    ///
    /// Elements with a point that is not finite are left out (the next one starts a new subpath
    /// at its own end), as cairo would otherwise stop drawing.
    /// `finite` says whether every point is finite, when the caller already knows.
    func addTo(cairo: OpaquePointer, finite: Bool? = nil) {
        let finite = finite ?? isFinite
        var current: CGPoint?
        var skipped = false
        for element in elements {
            if !finite, !element.isFinite {
                skipped = true
                continue
            }
            if skipped, let point = element.end {
                // What follows a dropped element starts afresh at its own end.
                skipped = false
                if case .closeSubpath = element { continue }
                cairo_move_to(cairo, point.x, point.y)
                current = point
                continue
            }
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
                current = point
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
                current = point
            case .quadCurve(let point, let control):
                let start = current ?? control
                cairo_curve_to(
                    cairo, start.x + 2 / 3 * (control.x - start.x), start.y + 2 / 3 * (control.y - start.y),
                    point.x + 2 / 3 * (control.x - point.x), point.y + 2 / 3 * (control.y - point.y), point.x, point.y)
                current = point
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
                current = point
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0
                var y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }
}
