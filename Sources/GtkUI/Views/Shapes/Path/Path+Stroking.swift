import Foundation

extension Path {
    /// The area a stroke of `style` would paint, as a path to fill: dashes, ends and corners
    /// included.
    ///
    /// Where GtkUI differs: the outline is made of overlapping pieces (one per straight piece of
    /// the flattened path, plus its corners and ends), all turning the same way, so it fills
    /// correctly with the non-zero rule but not with even-odd.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let style = style.drawable.style
        let half = style.lineWidth / 2
        guard half > 0, isFinite else { return Path() }
        var result = Path()
        for line in Self.polylines(of: self, dash: style.dash, phase: style.dashPhase) {
            Self.addStroke(of: line, half: half, style: style, to: &result)
        }
        return result
    }

    /// A flattened subpath: its points in order, and whether it closes.
    private struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    /// The path's subpaths flattened, and cut into dashes when `dash` is not empty; the pattern
    /// starts again with each subpath, as cairo's does.
    private static func polylines(of path: Path, dash: [CGFloat], phase: CGFloat) -> [Polyline] {
        var lines: [Polyline] = []
        for segment in PathSegment.segments(of: path) {
            var points = segment.flattened()
            if segment.startsSubpath || lines.isEmpty {
                lines.append(Polyline(points: points, closed: false))
            } else {
                points.removeFirst()
                lines[lines.count - 1].points += points
            }
            if segment.kind == .close { lines[lines.count - 1].closed = true }
        }
        guard !dash.isEmpty else { return lines }
        return lines.flatMap { dashes(of: $0, pattern: dash, phase: phase) }
    }

    /// The dashes of one polyline: open pieces where the pattern is "on".
    private static func dashes(of line: Polyline, pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let cycle = pattern.reduce(0, +)
        guard cycle > 0 else { return [line] }
        var index = 0
        var left = Double(pattern[0])
        var offset = Double(phase).truncatingRemainder(dividingBy: Double(cycle))
        if offset < 0 { offset += Double(cycle) }
        while offset > 0 {
            let step = min(offset, left)
            offset -= step
            left -= step
            if left <= 0 {
                index = (index + 1) % pattern.count
                left = Double(pattern[index])
            }
        }
        var result: [Polyline] = []
        var current: [CGPoint] = index % 2 == 0 ? [line.points[0]] : []
        for (a, b) in zip(line.points, line.points.dropFirst()) {
            var start = a
            var remaining = PathSegment.distance(a, b)
            while remaining > 0 {
                let step = min(remaining, left)
                let fraction = step / remaining
                let end = CGPoint(x: start.x + (b.x - start.x) * fraction, y: start.y + (b.y - start.y) * fraction)
                if index % 2 == 0 { current.append(end) }
                remaining -= step
                left -= step
                start = end
                if left <= 0 {
                    if index % 2 == 0, current.count > 1 { result.append(Polyline(points: current, closed: false)) }
                    index = (index + 1) % pattern.count
                    left = Double(pattern[index])
                    current = index % 2 == 0 ? [start] : []
                }
            }
        }
        if current.count > 1 { result.append(Polyline(points: current, closed: false)) }
        return result
    }

    /// Adds the pieces that cover a stroke of `line`.
    private static func addStroke(of line: Polyline, half: Double, style: StrokeStyle, to path: inout Path) {
        var points = line.points
        // Repeated points have no direction.
        points = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.map(\.element)
        if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            if let point = points.first, style.lineCap != .butt {
                addDot(at: point, half: half, round: style.lineCap == .round, to: &path)
            }
            return
        }
        let count = points.count
        let segmentCount = line.closed ? count : count - 1
        for index in 0..<segmentCount {
            let a = points[index]
            let b = points[(index + 1) % count]
            let normal = unitNormal(a, b)
            addPolygon(
                [
                    CGPoint(x: a.x + normal.x * half, y: a.y + normal.y * half),
                    CGPoint(x: b.x + normal.x * half, y: b.y + normal.y * half),
                    CGPoint(x: b.x - normal.x * half, y: b.y - normal.y * half),
                    CGPoint(x: a.x - normal.x * half, y: a.y - normal.y * half),
                ], to: &path)
        }
        // Corners: every inner point, and every point of a closed line.
        let corners = line.closed ? Array(0..<count) : Array(1..<(count - 1))
        for index in corners {
            let previous = points[(index - 1 + count) % count]
            let point = points[index]
            let next = points[(index + 1) % count]
            addJoin(previous: previous, point: point, next: next, half: half, style: style, to: &path)
        }
        if !line.closed {
            addCap(at: points[0], from: points[1], half: half, cap: style.lineCap, to: &path)
            addCap(at: points[count - 1], from: points[count - 2], half: half, cap: style.lineCap, to: &path)
        }
    }

    private static func addJoin(
        previous: CGPoint, point: CGPoint, next: CGPoint, half: Double, style: StrokeStyle, to path: inout Path
    ) {
        let n1 = unitNormal(previous, point)
        let n2 = unitNormal(point, next)
        let turn = n1.x * n2.y - n1.y * n2.x
        guard abs(turn) > 1e-9 else { return }
        if style.lineJoin == .round {
            addDot(at: point, half: half, round: true, to: &path)
            return
        }
        // The outer side of the turn is where the two segments' edges leave a gap.
        let side: Double = turn > 0 ? -1 : 1
        let outer1 = CGPoint(x: point.x + n1.x * half * side, y: point.y + n1.y * half * side)
        let outer2 = CGPoint(x: point.x + n2.x * half * side, y: point.y + n2.y * half * side)
        var polygon = [point, outer1, outer2]
        if style.lineJoin == .miter {
            let cosine = n1.x * n2.x + n1.y * n2.y
            let miterLength = 1 / max(1e-9, ((1 + cosine) / 2).squareRoot())
            if miterLength <= style.miterLimit {
                let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
                if length > 0 {
                    let reach = half * miterLength * side / length
                    polygon = [
                        point, outer1, CGPoint(x: point.x + bisector.x * reach, y: point.y + bisector.y * reach),
                        outer2,
                    ]
                }
            }
        }
        addPolygon(polygon, to: &path)
    }

    private static func addCap(at end: CGPoint, from before: CGPoint, half: Double, cap: CGLineCap, to path: inout Path)
    {
        switch cap {
        case .butt:
            return
        case .round:
            addDot(at: end, half: half, round: true, to: &path)
        case .square:
            let normal = unitNormal(before, end)
            let along = CGPoint(x: -normal.y * half, y: normal.x * half)
            addPolygon(
                [
                    CGPoint(x: end.x + normal.x * half, y: end.y + normal.y * half),
                    CGPoint(x: end.x + normal.x * half + along.x, y: end.y + normal.y * half + along.y),
                    CGPoint(x: end.x - normal.x * half + along.x, y: end.y - normal.y * half + along.y),
                    CGPoint(x: end.x - normal.x * half, y: end.y - normal.y * half),
                ], to: &path)
        }
    }

    /// A circle (or a square) of radius `half` around `point`.
    private static func addDot(at point: CGPoint, half: Double, round: Bool, to path: inout Path) {
        let steps = round ? 24 : 4
        let offset = round ? 0 : Double.pi / 4
        let radius = round ? half : half * 2.0.squareRoot()
        addPolygon(
            (0..<steps).map { index in
                let angle = offset + Double(index) / Double(steps) * 2 * .pi
                return CGPoint(x: point.x + radius * cos(angle), y: point.y + radius * sin(angle))
            }, to: &path)
    }

    /// Adds a closed polygon, turned so that every piece winds the same way and they add up
    /// under the non-zero rule.
    private static func addPolygon(_ points: [CGPoint], to path: inout Path) {
        var area = 0.0
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { area += a.x * b.y - b.x * a.y }
        path.addLines(area < 0 ? points.reversed() : points)
        path.closeSubpath()
    }

    /// The unit vector perpendicular to the line from `a` to `b` (to its left on screen).
    private static func unitNormal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = PathSegment.distance(a, b)
        guard length > 0 else { return .zero }
        return CGPoint(x: (b.y - a.y) / length, y: -(b.x - a.x) / length)
    }
}
