import Foundation

extension Path {
    /// The smallest rectangle holding every point the path draws through (control points that
    /// only bend a curve are not counted); `.zero` for an empty path.
    public var boundingRect: CGRect {
        var result: CGRect?
        for segment in PathSegment.segments(of: self) {
            result = result?.union(segment.bounds) ?? segment.bounds
        }
        if result == nil, let point = elements.lazy.compactMap({ $0.points.last }).first {
            return CGRect(origin: point, size: .zero)
        }
        return result ?? .zero
    }

    /// Whether filling the path would paint `point`: with the non-zero rule, or with the even-odd
    /// rule when `eoFill` is true.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        // Cairo answers for its own path; a 1×1 surface is enough, as nothing is drawn.
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return false }
        defer { cairo_destroy(cairo) }
        addTo(cairo: cairo)
        cairo_set_fill_rule(cairo, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cairo, point.x, point.y) != 0
    }

    /// The part of the path between `from` and `to`, fractions of its whole length (all its
    /// subpaths end to end); empty when `from` is not below `to`. Fractions are clamped to 0…1.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = from.isNaN ? 0 : min(1, max(0, from))
        let to = to.isNaN ? 0 : min(1, max(0, to))
        if from == 0 && to == 1 { return self }
        guard from < to else { return Path() }
        let segments = PathSegment.segments(of: self)
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let (low, high) = (from * total, to * total)
        var result = Path()
        var position = 0.0
        var penAt: CGPoint?
        for (segment, length) in zip(segments, lengths) {
            defer { position += length }
            let segmentEnd = position + length
            guard segmentEnd >= low, position <= high, length > 0 || (position >= low && position <= high) else {
                if segment.startsSubpath { penAt = nil }
                continue
            }
            let t0 = length > 0 ? segment.parameter(atLengthFraction: max(0, (low - position) / length)) : 0
            let t1 = length > 0 ? segment.parameter(atLengthFraction: min(1, (high - position) / length)) : 1
            let piece = t0 == 0 && t1 == 1 ? segment : segment.sub(from: t0, to: t1)
            if penAt == nil || segment.startsSubpath || penAt != piece.start { result.move(to: piece.start) }
            switch piece.kind {
            case .line, .close: result.addLine(to: piece.end)
            case .curve(let c1, let c2): result.addCurve(to: piece.end, control1: c1, control2: c2)
            }
            penAt = piece.end
        }
        return result
    }

    /// Whether every point of the path is finite.
    var isFinite: Bool {
        elements.allSatisfy(\.isFinite)
    }
}
