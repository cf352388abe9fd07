import Foundation

/// Any ``Layout``, chosen at run time: switching between layouts this way keeps the children,
/// and their state, and only moves them.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct AnyLayout: Layout {
    let base: any Layout

    /// The cache of the layout inside, made again when that layout's type changes.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any?
    }

    /// Wraps `layout`.
    nonisolated public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's stack axis, which the static ``Layout/layoutProperties`` cannot give.
    var stackOrientation: Axis? { type(of: base).layoutProperties.stackOrientation }

    var name: String { "AnyLayout(\(type(of: base)))" }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: ObjectIdentifier(type(of: base)), value: base.erasedCache(subviews: subviews))
    }

    /// Updates the wrapped layout's cache, or makes a new one when the layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        guard cache.layoutType == ObjectIdentifier(type(of: base)) else {
            cache = makeCache(subviews: subviews)
            return
        }
        base.update(erasedCache: &cache.value, subviews: subviews)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.erasedSpacing(subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        base.erasedExplicitAlignment(
            of: guide.key, horizontal: true, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        base.erasedExplicitAlignment(
            of: guide.key, horizontal: false, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}
