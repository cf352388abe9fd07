import CGtkShim
import Foundation

/// Angular (conic) gradients as cairo mesh patterns: cairo has no conic gradient, so the circle
/// around the centre is cut into thin pie slices, each a mesh patch whose colour runs from one
/// edge to the other.
@MainActor
enum AngularMesh {
    /// The widest slice, in radians: narrow enough that the colour's straight interpolation across
    /// a patch looks like a turn.
    private static let maximumSlice = Double.pi / 24

    /// A mesh pattern covering `rect`, the gradient's colours turning around `center` from
    /// `startAngle` to `endAngle` (clockwise on screen). Past the end, the last colour holds until
    /// halfway back to the start, then the first colour.
    static func pattern(
        gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle, in rect: CGRect,
        for widget: UnsafeMutablePointer<GtkWidget>, opacity: Double
    ) -> OpaquePointer {
        let stops = gradient.drawableStops(warningOn: widget).map { stop -> (Double, GdkRGBA) in
            var rgba = stop.color.resolved(for: widget)
            rgba.alpha *= opacity
            return (stop.location, rgba)
        }
        let mesh = cairo_pattern_create_mesh()!
        let centre = CGPoint(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height)
        // Far enough that the slices' straight outer edges still cover every corner.
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        let radius = ((corners.map { PathSegment.distance($0, centre) }.max() ?? 0) + 1) * 1.05
        var start = startAngle.radians
        var span = endAngle.radians - start
        guard start.isFinite, span.isFinite, radius.isFinite else { return mesh }
        if span < 0 {
            // A backwards gradient turns the other way.
            start = endAngle.radians
            span = -span
        }
        span = min(span, 2 * .pi)
        let reversed = endAngle.radians < startAngle.radians
        func color(atFraction fraction: Double) -> GdkRGBA {
            Self.color(in: stops, at: reversed ? 1 - fraction : fraction)
        }
        // The gradient's own turn, cut at each stop so each patch is one straight run of colour.
        var cuts = Set(stride(from: 0, through: 1, by: maximumSlice / max(span, 1e-9)).map { $0 })
        for (location, _) in stops { cuts.insert(reversed ? 1 - location : location) }
        cuts.insert(1)
        let fractions = cuts.filter { $0 >= 0 && $0 <= 1 }.sorted()
        for (a, b) in zip(fractions, fractions.dropFirst()) where b > a {
            addSlice(
                to: mesh, centre: centre, radius: radius, from: start + a * span, to: start + b * span,
                colors: (color(atFraction: a), color(atFraction: b)))
        }
        // The rest of the circle: the end colour, then the start colour.
        let gap = 2 * .pi - span
        if gap > 1e-9, let first = stops.first?.1, let last = stops.last?.1 {
            let (endColor, startColor) = reversed ? (first, last) : (last, first)
            let middle = start + span + gap / 2
            addFlat(to: mesh, centre: centre, radius: radius, from: start + span, to: middle, color: endColor)
            addFlat(to: mesh, centre: centre, radius: radius, from: middle, to: start + 2 * .pi, color: startColor)
        }
        return mesh
    }

    /// Slices of one colour from angle `a` to `b`.
    private static func addFlat(
        to mesh: OpaquePointer, centre: CGPoint, radius: Double, from a: Double, to b: Double, color: GdkRGBA
    ) {
        let count = max(1, Int(((b - a) / maximumSlice).rounded(.up)))
        let step = (b - a) / Double(count)
        for index in 0..<count {
            addSlice(
                to: mesh, centre: centre, radius: radius, from: a + Double(index) * step,
                to: a + Double(index + 1) * step,
                colors: (color, color))
        }
    }

    /// One patch: the pie slice from angle `a` to `b`, coloured `colors.0` along its first edge
    /// and `colors.1` along its second.
    private static func addSlice(
        to mesh: OpaquePointer, centre: CGPoint, radius: Double, from a: Double, to b: Double,
        colors: (GdkRGBA, GdkRGBA)
    ) {
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
        cairo_mesh_pattern_line_to(mesh, centre.x + radius * cos(a), centre.y + radius * sin(a))
        cairo_mesh_pattern_line_to(mesh, centre.x + radius * cos(b), centre.y + radius * sin(b))
        cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
        let corners = [colors.0, colors.0, colors.1, colors.1]
        for (index, rgba) in corners.enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(index), rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }

    /// The colour at `location` between sorted stops.
    private static func color(in stops: [(Double, GdkRGBA)], at location: Double) -> GdkRGBA {
        guard let first = stops.first, let last = stops.last else { return GdkRGBA() }
        if location <= first.0 { return first.1 }
        if location >= last.0 { return last.1 }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location >= lower.0 && location <= upper.0 {
            let t = upper.0 > lower.0 ? (location - lower.0) / (upper.0 - lower.0) : 0
            return GdkRGBA(
                red: lower.1.red + (upper.1.red - lower.1.red) * t,
                green: lower.1.green + (upper.1.green - lower.1.green) * t,
                blue: lower.1.blue + (upper.1.blue - lower.1.blue) * t,
                alpha: lower.1.alpha + (upper.1.alpha - lower.1.alpha) * t)
        }
        return last.1
    }
}
