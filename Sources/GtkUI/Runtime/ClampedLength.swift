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
        let result: Double
        if value.isNaN {
            result = max(0, minimum)
        } else if value < minimum {
            result = minimum
        } else if value > limit {
            result = limit
        } else {
            return value
        }
        if warnedKinds.withLock({ $0.insert(kind).inserted }) {
            Diagnostics.warn("GtkUI: \(value) is no usable \(kind); \(result) is used instead")
        }
        return result
    }
}
