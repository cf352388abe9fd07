import Foundation

/// ``ZStack``'s rule as a ``Layout``: every subview offered the whole proposal and lined up on
/// `alignment`, later ones drawn on top; the layout is as large as they are together.
public struct ZStackLayout: Layout {
    /// The guides the subviews line up on.
    public var alignment: Alignment

    /// An overlaying layout.
    nonisolated public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (
        dimensions: [ViewDimensions], guide: CGPoint, size: CGSize
    ) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let left = dimensions.map { $0[alignment.horizontal] }.max() ?? 0
        let top = dimensions.map { $0[alignment.vertical] }.max() ?? 0
        let right = dimensions.map { $0.width - $0[alignment.horizontal] }.max() ?? 0
        let bottom = dimensions.map { $0.height - $0[alignment.vertical] }.max() ?? 0
        return (dimensions, CGPoint(x: left, y: top), CGSize(width: left + right, height: top + bottom))
    }

    /// The extent of the subviews lined up on the alignment.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    /// Places each subview with its guides on the common ones.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (dimensions, guide, _) = arrange(proposal, subviews)
        for (subview, dimension) in zip(subviews, dimensions) {
            subview.place(
                at: CGPoint(
                    x: bounds.minX + guide.x - dimension[alignment.horizontal],
                    y: bounds.minY + guide.y - dimension[alignment.vertical]),
                proposal: proposal)
        }
    }
}
