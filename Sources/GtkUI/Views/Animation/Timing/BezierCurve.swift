/// A timing curve: a cubic Bézier from (0, 0) to (1, 1), x being time and y progress, as CSS's
/// `cubic-bezier` and SwiftUI's `timingCurve`.
struct BezierCurve: Hashable, Sendable {
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double

    static let linear = BezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = BezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = BezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = BezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The progress at `time` (0…1), and its slope (progress per unit of time).
    func sample(_ time: Double) -> (value: Double, slope: Double) {
        if self == .linear { return (time, 1) }
        let parameter = solve(forX: min(max(time, 0), 1))
        let dx = Self.derivative(parameter, x1, x2)
        let dy = Self.derivative(parameter, y1, y2)
        return (Self.point(parameter, y1, y2), dx > 1e-9 ? dy / dx : 0)
    }

    /// The Bézier parameter whose x is `x`: Newton's method, falling back to bisection where the
    /// curve is too flat for it.
    private func solve(forX x: Double) -> Double {
        var parameter = x
        for _ in 0..<8 {
            let error = Self.point(parameter, x1, x2) - x
            if abs(error) < 1e-7 { return parameter }
            let slope = Self.derivative(parameter, x1, x2)
            if abs(slope) < 1e-6 { break }
            parameter -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        parameter = x
        for _ in 0..<40 {
            let value = Self.point(parameter, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = parameter } else { high = parameter }
            parameter = (low + high) / 2
        }
        return parameter
    }

    /// One coordinate of the curve at parameter `t`, its control points' coordinates being 0,
    /// `c1`, `c2` and 1.
    private static func point(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    private static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }
}
