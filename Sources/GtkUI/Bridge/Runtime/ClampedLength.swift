import Synchronization

/// Turns a user's length (padding, spacing, a frame, a font size, a line width…) into what GTK
/// takes. Swift traps when a `Double` that is not a number, infinite or out of range becomes an
/// integer; an absurd length is clamped instead, with one warning per kind of length.
enum ClampedLength {
    /// The largest length taken as it is: GTK 3's own largest margin and spacing (`G_MAXINT16`),
    /// beyond any screen, and still within `Int32` once scaled to Pango units (× 1,024).
    static let limit = 32_767.0

    private static let warnedKinds = Mutex<Set<String>>([])

    /// `value` in whole pixels, rounded by `rule`; clamped to `minimum`…``limit`` when absurd.
    static func pixels(
        _ value: Double, _ kind: String, minimum: Double = -limit,
        rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) -> Int32 {
        Int32(clamped(value, kind, minimum: minimum).rounded(rule))
    }

    /// `value` when it is a number within `minimum`…``limit``, else the nearest of those (0 for
    /// not a number), with one warning for `kind`.
    static func clamped(_ value: Double, _ kind: String, minimum: Double = -limit) -> Double {
        let (result, wasClamped) = fitted(value, minimum: minimum, maximum: limit)
        if wasClamped, warnedKinds.withLock({ $0.insert(kind).inserted }) {
            Diagnostics.warn("GtkUI: \(value) is no usable \(kind); \(result) is used instead")
        }
        return result
    }

    /// `value` rounded to whole pixels within `minimum`…`maximum` (not a number is `minimum`), and
    /// whether it had to change to fit. It does not warn, for callers that warn once in their own
    /// words (a list names itself).
    static func pixels(
        _ value: Double, minimum: Int = 0, maximum: Int = Int(limit)
    ) -> (pixels: Int, wasClamped: Bool) {
        let (result, wasClamped) = fitted(value.rounded(), minimum: Double(minimum), maximum: Double(maximum))
        return (Int(result), wasClamped)
    }

    /// `value` within `minimum`…`maximum` (not a number is the nearest of those to 0), and whether
    /// it had to change to fit.
    private static func fitted(_ value: Double, minimum: Double, maximum: Double) -> (Double, Bool) {
        if value.isNaN { return (min(max(0, minimum), maximum), true) }
        if value < minimum { return (minimum, true) }
        if value > maximum { return (maximum, true) }
        return (value, false)
    }
}
