import Foundation

/// A size offered to a view by its container; a nil dimension means "as large as you like" (the
/// view's ideal size), as SwiftUI's `ProposedViewSize`.
///
/// GTK asks for a minimum and a natural size: GtkUI asks a representable's `sizeThatFits` or a
/// ``Layout`` with a zero dimension for the minimum, an unspecified one for the natural size, and
/// a fixed width for GTK's height-for-width query.
public struct ProposedViewSize: Hashable, Sendable {
    /// The offered width in pixels, or nil for no constraint.
    public var width: CGFloat?
    /// The offered height in pixels, or nil for no constraint.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    nonisolated public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    nonisolated public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// No constraint in either dimension: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinite in both dimensions: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal as a size, with `size`'s dimensions where this one is unspecified (10 × 10
    /// by default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
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
