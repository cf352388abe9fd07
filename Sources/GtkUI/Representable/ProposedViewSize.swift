/// A size offered to a view by its container; a nil dimension means "as large as you like".
///
/// GTK asks for a minimum and a natural size: GtkUI asks a representable's `sizeThatFits`
/// with a zero dimension for the minimum, an unspecified one for the natural size, and a fixed
/// width for GTK's height-for-width query.
public struct ProposedViewSize: Equatable, Sendable {
    /// The offered width in pixels, or nil for no constraint.
    public var width: Double?
    /// The offered height in pixels, or nil for no constraint.
    public var height: Double?

    /// A proposal of the given dimensions.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No constraint in either dimension: asks for the natural size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
}

/// A size in pixels, as answered by `sizeThatFits`.
public struct ViewSize: Equatable, Sendable {
    /// Width in pixels.
    public var width: Double
    /// Height in pixels.
    public var height: Double

    /// A size of the given dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
