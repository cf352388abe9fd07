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

    /// The pixels of a fixed item, or the minimum of an adaptive one.
    var length: Int32? {
        switch size {
        case .fixed(let length), .adaptive(minimum: let length, maximum: _): return Int32(max(0, length.rounded()))
        case .flexible: return nil
        }
    }

    /// Whether the item shares the free space.
    var isFlexible: Bool {
        if case .flexible = size { return true }
        return false
    }
}
