import Foundation

/// How an outline is stroked, as SwiftUI's `StrokeStyle`: its width, ends, corners and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 6]))
/// ```
/// A negative width is drawn as 0, and a dash pattern whose lengths are negative or all 0 as a
/// solid line, each with one warning.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in pixels, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends look.
    public var lineCap: CGLineCap
    /// How corners look.
    public var lineJoin: CGLineJoin
    /// How long a miter may be, in line widths, before the corner is cut flat.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating, in pixels; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; by default a solid line 1 pixel wide with flat ends and sharp corners.
    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style as cairo can draw it, and what had to change: a width that is negative or not
    /// finite becomes 0; a dash pattern with a negative or non-finite length, or only zeros,
    /// becomes solid; a miter limit below 1 becomes 1.
    var drawable: (style: StrokeStyle, problem: String?) {
        var style = self
        var problems: [String] = []
        if !(lineWidth >= 0) || !lineWidth.isFinite {
            problems.append("line width \(lineWidth) is negative or not finite; using 0")
            style.lineWidth = 0
        }
        if !dash.isEmpty, dash.contains(where: { !($0 >= 0) || !$0.isFinite }) || dash.allSatisfy({ $0 == 0 }) {
            problems.append(
                "dash pattern \(dash) has negative or non-finite lengths, or only zeros; drawing a solid line")
            style.dash = []
        }
        if !dashPhase.isFinite { style.dashPhase = 0 }
        if !(miterLimit >= 1) { style.miterLimit = 1 }
        return (style, problems.isEmpty ? nil : "GtkUI: stroke " + problems.joined(separator: "; "))
    }

    /// Sets cairo's line width, ends, corners and dashes to this style's.
    func apply(to cairo: OpaquePointer) {
        cairo_set_line_width(cairo, lineWidth)
        switch lineCap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch lineJoin {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cairo, miterLimit)
        let pattern = dash.map { Double($0) }
        pattern.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), dashPhase)
        }
    }
}

extension StrokeStyle: Animatable {
    /// The width, miter limit and dash phase.
    nonisolated public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
