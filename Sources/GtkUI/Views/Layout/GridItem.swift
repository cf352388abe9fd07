/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``: its size, the spacing after it, and
/// where its cells sit.
public struct GridItem: Sendable {
    /// How large a column (or row) is.
    public enum Size: Sendable {
        /// Exactly this many pixels.
        case fixed(Double)
        /// A share of the free space, between the bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns as fit, each at least `minimum` pixels wide.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The size.
    public var size: Size
    /// The space after this column (or row), or nil for 8 pixels. GTK spaces every column of a
    /// grid alike, so a lazy grid uses the largest spacing its items ask for.
    public var spacing: Double?
    /// Where the cells sit in their space, or nil for the center.
    public var alignment: Alignment?

    /// An item of `size`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Whether the columns are as many as fit.
    var isAdaptive: Bool {
        if case .adaptive = size { return true }
        return false
    }

    /// The pixels of a fixed item, or the minimum of an adaptive one (at least 1 pixel, so that
    /// a line of them is never a division by zero), clamped to what GTK can take.
    var length: Int? {
        switch size {
        case .fixed(let length): return ClampedLength.pixels(length).pixels
        case .adaptive(minimum: let length, maximum: _): return ClampedLength.pixels(length, minimum: 1).pixels
        case .flexible: return nil
        }
    }

    /// Whether the size or the spacing had to be clamped to be pixels: negative, not a number,
    /// beyond 32,767 pixels (``ClampedLength/limit``), or an adaptive minimum below 1.
    var needsClamping: Bool {
        let spacingClamped = spacing.map { ClampedLength.pixels($0).wasClamped } ?? false
        switch size {
        case .fixed(let length): return spacingClamped || ClampedLength.pixels(length).wasClamped
        case .adaptive(minimum: let length, maximum: _):
            return spacingClamped || ClampedLength.pixels(length, minimum: 1).wasClamped
        case .flexible: return spacingClamped
        }
    }

    /// Whether the item shares the free space.
    var isFlexible: Bool {
        if case .flexible = size { return true }
        return false
    }
}
