import Foundation

/// A way to size and place a container's children, as SwiftUI's `Layout`: write one, then use it
/// as a view with its children in a closure.
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
///             CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
///         }
///         return CGSize(width: widest.width * CGFloat(subviews.count), height: widest.height)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / CGFloat(max(subviews.count, 1))
///         for (index, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.midY),
///                 anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
///
/// EqualWidthHStack {
///     Button("Short") {}
///     Button("A longer title") {}
/// }
/// ```
///
/// On GTK the children stay GTK widgets in one container: GTK measures each subview (its minimum
/// and natural size, and its height for a width), draws it, hit-tests it and shows it to
/// accessibility; the layout only decides sizes and places. A subview is asked at most once per
/// distinct proposal in one layout pass.
public protocol Layout {
    /// Cached values the layout computes from its subviews, kept between calls.
    associatedtype Cache = Void
    /// The layout's subviews, in order.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout type, such as the axis of a stack.
    static var layoutProperties: LayoutProperties { get }

    /// The cache for `subviews`, made once and again when the layout's type changes.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the subviews or the layout changed. The default makes
    /// it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The space this layout wants around it. The default is what its subviews want along their
    /// outer edges.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview in `bounds` with ``LayoutSubview/place(at:anchor:proposal:)``. A
    /// subview not placed is centred in the bounds at its ideal size.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the layout puts a horizontal guide, for a container around it; nil for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where the layout puts a vertical guide, for a container around it; nil for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// No properties: not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// None: the default guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// None: the default guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// A view that lays out the views `content` builds with this layout. Changing the layout
    /// (through ``AnyLayout``) keeps the children, and their state.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

// Calls on a layout whose type is not known statically (`any Layout`), with its cache type-erased.
extension Layout {
    func erasedCache(subviews: Subviews) -> Any { makeCache(subviews: subviews) }

    func update(erasedCache: inout Any?, subviews: Subviews) {
        if var cache = erasedCache as? Cache {
            erasedCache = nil  // keeps the cache uniquely referenced while it is updated
            updateCache(&cache, subviews: subviews)
            erasedCache = cache
        } else {
            erasedCache = makeCache(subviews: subviews)
        }
    }

    func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache erased: inout Any?) -> CGSize {
        var cache = take(&erased, subviews: subviews)
        defer { erased = cache }
        return sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func erasedPlaceSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache erased: inout Any?
    ) {
        var cache = take(&erased, subviews: subviews)
        defer { erased = cache }
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func erasedSpacing(subviews: Subviews, cache erased: inout Any?) -> ViewSpacing {
        var cache = take(&erased, subviews: subviews)
        defer { erased = cache }
        return spacing(subviews: subviews, cache: &cache)
    }

    func erasedExplicitAlignment(
        of guide: AlignmentKey, horizontal: Bool, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache erased: inout Any?
    ) -> CGFloat? {
        var cache = take(&erased, subviews: subviews)
        defer { erased = cache }
        if horizontal {
            return explicitAlignment(
                of: HorizontalAlignment(guide.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return explicitAlignment(
            of: VerticalAlignment(guide.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The cache out of its box (made when missing or of another type), leaving the box empty so
    /// the cache stays uniquely referenced while the layout changes it.
    private func take(_ erased: inout Any?, subviews: Subviews) -> Cache {
        let cache = erased as? Cache ?? makeCache(subviews: subviews)
        erased = nil
        return cache
    }
}
