/// Insets on each edge, in pixels: a list row's margins, or padding.
public struct EdgeInsets: Equatable, Sendable {
    /// The inset at the top.
    public var top: Double
    /// The inset at the leading edge.
    public var leading: Double
    /// The inset at the bottom.
    public var bottom: Double
    /// The inset at the trailing edge.
    public var trailing: Double

    /// Insets of the given sizes.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Whether something is shown: `automatic` leaves it to the view.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the view decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
