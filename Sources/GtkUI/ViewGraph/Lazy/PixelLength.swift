/// A length a user wrote (a grid item's size, a spacing, a row inset) as whole pixels GTK can take:
/// `Int32(1e12)` or `Int(Double.nan)` would trap, so a length is clamped to what a screen can
/// show, and the caller warns once that it was.
enum PixelLength {
    /// The longest length kept: far beyond any screen, far below `Int32.max`, so sums of a few
    /// stay in range.
    static let limit = 1 << 20

    /// The largest margin GTK takes (its margin properties are 16-bit).
    static let marginLimit = Int(Int16.max)

    /// `value` rounded to pixels within `minimum...maximum` (NaN is `minimum`), and whether it
    /// had to be changed to fit.
    static func clamped(_ value: Double, minimum: Int = 0, maximum: Int = limit) -> (pixels: Int, clamped: Bool) {
        guard !value.isNaN else { return (minimum, true) }
        let rounded = value.rounded()
        if rounded < Double(minimum) { return (minimum, true) }
        if rounded > Double(maximum) { return (maximum, true) }
        return (Int(rounded), false)
    }
}
