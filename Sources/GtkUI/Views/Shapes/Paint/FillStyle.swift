/// How a shape is filled, as SwiftUI's `FillStyle`: which rule decides the inside.
///
/// ```swift
/// Path { path in
///     path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
///     path.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
/// }
/// .fill(.orange, style: FillStyle(eoFill: true))   // a ring
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Whether a point is inside when a ray from it crosses the outline an odd number of times
    /// (even-odd), rather than when the crossings do not cancel out (non-zero).
    public var isEOFilled: Bool
    /// Whether the edges are smoothed.
    public var isAntialiased: Bool

    /// A fill style; by default non-zero and smoothed.
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    /// Sets cairo's fill rule and antialiasing to this style's.
    func apply(to cairo: OpaquePointer) {
        cairo_set_fill_rule(cairo, isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cairo, isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}
