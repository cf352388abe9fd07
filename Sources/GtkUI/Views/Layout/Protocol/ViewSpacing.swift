import Foundation

/// The space a view wants between itself and its neighbours, edge by edge, for a ``Layout`` that
/// spaces its subviews by their preferences. Views want 8 pixels on every edge.
public struct ViewSpacing: Equatable, Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// No space on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The spacing of a view: 8 pixels on every edge.
    nonisolated public init() {
        self.init(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Takes, on each of `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with, on each of `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }

    /// The space between a view with this spacing and the `next` one along `axis`: the larger of
    /// what each wants on the edges that face each other.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: return max(trailing, next.leading)
        case .vertical: return max(bottom, next.top)
        }
    }
}
