import CGtkShim
import Foundation

/// A ``ShapeStyle`` resolved against its environment: what a cairo source is made from when it
/// draws. The one way from a style to GTK: shapes, colour and gradient views, borders,
/// backgrounds and canvases all paint through ``makePattern(in:for:)``, and text takes
/// ``cssColor(for:)``.
indirect enum Paint: Equatable, Sendable {
    /// A colour, fixed or named by the theme.
    case color(Color)
    /// The CSS `color` the widget inherits (`.foregroundColor` and the theme's text colour).
    case currentColor
    /// Colours along a line between two points, fractions of the rectangle.
    case linear(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// Colours in circles around a point, radii in pixels.
    case radial(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Colours in ellipses fitted to the rectangle, radii as fractions of its size.
    case elliptical(Gradient, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Colours around a point, from one angle to another.
    case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// A picture, tiled.
    case image(ImagePaint)
    /// Another paint, more transparent.
    case opacity(Paint, Double)

    /// Makes a cairo source for filling `rect` (the shape's rectangle) on `widget`: theme colours
    /// resolved against its style, gradients placed in `rect`. The caller destroys it.
    @MainActor
    func makePattern(in rect: CGRect, for widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        makePattern(in: rect, for: widget, opacity: 1)
    }

    @MainActor
    private func makePattern(in rect: CGRect, for widget: UnsafeMutablePointer<GtkWidget>, opacity: Double)
        -> OpaquePointer
    {
        switch self {
        case .color(let color):
            let rgba = color.resolved(for: widget)
            return cairo_pattern_create_rgba(rgba.red, rgba.green, rgba.blue, rgba.alpha * opacity)
        case .currentColor:
            let rgba = Self.currentColor(of: widget)
            return cairo_pattern_create_rgba(rgba.red, rgba.green, rgba.blue, rgba.alpha * opacity)
        case .opacity(let paint, let factor):
            return paint.makePattern(in: rect, for: widget, opacity: opacity * min(1, max(0, factor)))
        case .linear(let gradient, let start, let end):
            let pattern = cairo_pattern_create_linear(
                rect.minX + start.x * rect.width, rect.minY + start.y * rect.height, rect.minX + end.x * rect.width,
                rect.minY + end.y * rect.height)!
            gradient.addStops(to: pattern, for: widget, opacity: opacity)
            return pattern
        case .radial(let gradient, let center, let startRadius, let endRadius):
            let x = rect.minX + center.x * rect.width
            let y = rect.minY + center.y * rect.height
            let pattern = cairo_pattern_create_radial(
                x, y, Self.radius(startRadius), x, y, Self.radius(endRadius))!
            gradient.addStops(to: pattern, for: widget, opacity: opacity)
            return pattern
        case .elliptical(let gradient, let center, let startFraction, let endFraction):
            guard rect.width > 0, rect.height > 0 else { return Self.clear }
            // Circles in the unit square, stretched onto the rectangle by the pattern's matrix.
            let pattern = cairo_pattern_create_radial(
                center.x, center.y, Self.radius(startFraction), center.x, center.y, Self.radius(endFraction))!
            var matrix = cairo_matrix_t()
            cairo_matrix_init(
                &matrix, 1 / rect.width, 0, 0, 1 / rect.height, -rect.minX / rect.width, -rect.minY / rect.height)
            cairo_pattern_set_matrix(pattern, &matrix)
            gradient.addStops(to: pattern, for: widget, opacity: opacity)
            return pattern
        case .angular(let gradient, let center, let startAngle, let endAngle):
            return AngularMesh.pattern(
                gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle, in: rect, for: widget,
                opacity: opacity)
        case .image(let image):
            return image.makePattern(in: rect, for: widget, opacity: opacity)
        }
    }

    /// The colour text shows for this paint, as a CSS value, or nil to keep the inherited one:
    /// a gradient gives its first colour, a picture none.
    @MainActor
    func cssColor(for widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        switch self {
        case .color(let color): return color.css(for: widget)
        case .currentColor: return nil
        case .opacity(let paint, let factor):
            return "alpha(\(paint.cssColor(for: widget) ?? "currentColor"), \(min(1, max(0, factor))))"
        case .linear(let gradient, _, _), .radial(let gradient, _, _, _), .elliptical(let gradient, _, _, _),
            .angular(let gradient, _, _, _):
            return gradient.stops.min { $0.location < $1.location }?.color.css(for: widget)
        case .image: return nil
        }
    }

    /// A radius cairo accepts: not negative, and finite.
    private static func radius(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// A fully transparent source, for a paint with nothing to show.
    static var clear: OpaquePointer { cairo_pattern_create_rgba(0, 0, 0, 0) }

    /// The CSS `color` the widget has now.
    @MainActor
    static func currentColor(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        var color = GdkRGBA()
        let style = gtk_widget_get_style_context(widget)
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
        return color
    }
}
