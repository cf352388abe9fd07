import Foundation

/// One drawn piece of a ``Path``, from where the pen is to where it ends: what measuring,
/// trimming and stroking work on. Quadratic curves become cubic ones, and closing a subpath is a
/// line back to its start.
struct PathSegment: Equatable {
    /// What the piece is.
    enum Kind: Equatable {
        case line
        case curve(control1: CGPoint, control2: CGPoint)
        /// The line that closes a subpath.
        case close
    }

    var start: CGPoint
    var end: CGPoint
    var kind: Kind
    /// Whether a subpath begins here (after a move, or at the start of the path).
    var startsSubpath: Bool

    /// The path's pieces in order. A subpath that is a lone move has none.
    static func segments(of path: Path) -> [PathSegment] {
        var segments: [PathSegment] = []
        var subpathStart: CGPoint?
        var current: CGPoint?
        var pendingStart = true
        func add(_ end: CGPoint, _ kind: Kind) {
            let start = current ?? end
            if subpathStart == nil { subpathStart = start }
            segments.append(PathSegment(start: start, end: end, kind: kind, startsSubpath: pendingStart))
            pendingStart = false
            current = end
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                subpathStart = point
                current = point
                pendingStart = true
            case .line(let point):
                add(point, .line)
            case .quadCurve(let point, let control):
                let start = current ?? point
                // A quadratic curve is the cubic whose controls sit two thirds of the way to its control.
                add(
                    point,
                    .curve(
                        control1: CGPoint(
                            x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                        control2: CGPoint(
                            x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                    ))
            case .curve(let point, let control1, let control2):
                add(point, .curve(control1: control1, control2: control2))
            case .closeSubpath:
                guard let start = subpathStart, current != nil else { continue }
                add(start, .close)
                pendingStart = true
                current = start
            }
        }
        return segments
    }

    /// The point at parameter `t` in 0…1.
    func point(at t: Double) -> CGPoint {
        guard case .curve(let c1, let c2) = kind else {
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }

    /// Points along the piece, the start first and the end last: a curve is cut into straight
    /// pieces short enough to look smooth.
    func flattened() -> [CGPoint] {
        guard case .curve(let c1, let c2) = kind else { return [start, end] }
        let hull = Self.distance(start, c1) + Self.distance(c1, c2) + Self.distance(c2, end)
        let steps = hull.isFinite ? min(256, max(4, Int(hull / 3))) : 4
        return (0...steps).map { point(at: Double($0) / Double(steps)) }
    }

    /// The piece's length along its flattened form.
    var length: Double {
        let points = flattened()
        return zip(points, points.dropFirst()).reduce(0) { $0 + Self.distance($1.0, $1.1) }
    }

    /// The parameter at which the piece reaches `fraction` (0…1) of its length.
    func parameter(atLengthFraction fraction: Double) -> Double {
        guard case .curve = kind else { return fraction }
        let points = flattened()
        let lengths = zip(points, points.dropFirst()).map { Self.distance($0.0, $0.1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return fraction }
        var remaining = fraction * total
        for (index, length) in lengths.enumerated() {
            if remaining <= length {
                let within = length > 0 ? remaining / length : 0
                return (Double(index) + within) / Double(lengths.count)
            }
            remaining -= length
        }
        return 1
    }

    /// The part of the piece between parameters `t0` and `t1`.
    func sub(from t0: Double, to t1: Double) -> PathSegment {
        var piece = self
        piece.start = point(at: t0)
        piece.end = point(at: t1)
        guard case .curve(let c1, let c2) = kind else { return piece }
        // The derivative at each end, scaled to the sub-interval, gives the new control points.
        let scale = (t1 - t0) / 3
        let d0 = derivative(at: t0, c1, c2)
        let d1 = derivative(at: t1, c1, c2)
        piece.kind = .curve(
            control1: CGPoint(x: piece.start.x + d0.x * scale, y: piece.start.y + d0.y * scale),
            control2: CGPoint(x: piece.end.x - d1.x * scale, y: piece.end.y - d1.y * scale))
        return piece
    }

    private func derivative(at t: Double, _ c1: CGPoint, _ c2: CGPoint) -> CGPoint {
        let u = 1 - t
        let a = 3 * u * u
        let b = 6 * u * t
        let c = 3 * t * t
        return CGPoint(
            x: a * (c1.x - start.x) + b * (c2.x - c1.x) + c * (end.x - c2.x),
            y: a * (c1.y - start.y) + b * (c2.y - c1.y) + c * (end.y - c2.y))
    }

    /// The tightest rectangle holding the piece: its ends and, for a curve, its turning points.
    var bounds: CGRect {
        var points = [start, end]
        if case .curve(let c1, let c2) = kind {
            for t in Self.extrema(start.x, c1.x, c2.x, end.x) + Self.extrema(start.y, c1.y, c2.y, end.y) {
                points.append(point(at: t))
            }
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Parameters in 0…1 where one coordinate of a cubic curve turns.
    private static func extrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // The derivative is the quadratic a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
