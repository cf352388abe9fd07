import Foundation

extension Path {
    /// An arc of the circle around `center`, from `startAngle` to `endAngle`, after a line from
    /// the current point to the arc's start (or a move there in an empty path), moved by
    /// `transform`.
    ///
    /// As in SwiftUI, whose y axis points down: `clockwise: false` draws with growing angles,
    /// which is clockwise on screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            // Decreasing angles: the sweep is the negative turn from start to end.
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            delta = max(delta, -fullTurn)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            delta = min(delta, fullTurn)
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// An arc of the circle around `center`, from `startAngle` and turning by `delta` (positive
    /// is clockwise on screen), after a line from the current point to the arc's start (or a move
    /// there in an empty path), moved by `transform`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let start = Self.point(on: center, radius: radius, angle: startAngle.radians)
        var arc = Path()
        if currentPoint == nil { arc.move(to: start) } else { arc.addLine(to: start) }
        arc.addArcSegments(center: center, radius: radius, from: startAngle.radians, sweep: delta.radians)
        addPath(arc, transform: transform)
    }

    /// An arc of `radius` that rounds the corner between the line from the current point to
    /// `tangent1End` and the line from there to `tangent2End`, after a line to where the arc
    /// starts, moved by `transform`. With no current point it starts at `tangent1End`; when the
    /// lines are parallel or the radius is 0 it is a line to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let currentOnPage = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let current = currentOnPage.applying(transform.inverted())
        let corner = tangent1End
        let incoming = Self.unit(from: corner, to: current)
        let outgoing = Self.unit(from: corner, to: tangent2End)
        let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        guard radius > 0, abs(cross) > 1e-9, cosine.isFinite else {
            addLine(to: corner.applying(transform))
            return
        }
        // The half angle between the two lines sets how far the tangent points sit from the corner.
        let halfAngle = acos(max(-1, min(1, cosine))) / 2
        let distance = radius / tan(halfAngle)
        let start = CGPoint(x: corner.x + incoming.x * distance, y: corner.y + incoming.y * distance)
        let end = CGPoint(x: corner.x + outgoing.x * distance, y: corner.y + outgoing.y * distance)
        let bisector = Self.unit(from: .zero, to: CGPoint(x: incoming.x + outgoing.x, y: incoming.y + outgoing.y))
        let centreDistance = radius / sin(halfAngle)
        let center = CGPoint(x: corner.x + bisector.x * centreDistance, y: corner.y + bisector.y * centreDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        var arc = Path()
        arc.addLine(to: start)
        arc.addArcSegments(center: center, radius: radius, from: startAngle, sweep: sweep)
        addPath(arc, transform: transform)
    }

    /// Bézier curves, each at most a quarter turn, along the circle from angle `start`, turning
    /// by `sweep`; the current point is the arc's start.
    private mutating func addArcSegments(center: CGPoint, radius: CGFloat, from start: Double, sweep: Double) {
        guard sweep != 0, sweep.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        // The control points of a circular arc of `step` radians lie this fraction of the radius
        // along the tangents.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let from = Self.point(on: center, radius: radius, angle: angle)
            let to = Self.point(on: center, radius: radius, angle: next)
            addCurve(
                to: to, control1: CGPoint(x: from.x - k * radius * sin(angle), y: from.y + k * radius * cos(angle)),
                control2: CGPoint(x: to.x + k * radius * sin(next), y: to.y - k * radius * cos(next)))
            angle = next
        }
    }

    private static func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    private static func unit(from origin: CGPoint, to point: CGPoint) -> CGPoint {
        let dx = point.x - origin.x
        let dy = point.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
    }
}
