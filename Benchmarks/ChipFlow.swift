import GtkUI

/// The flow layout under test: chips in rows as wide as the space offered, wrapping when the next
/// chip does not fit, written with the public `Layout` protocol as an app would.
struct ChipFlow: Layout {
    var spacing: CGFloat = 6

    private func arrange(_ width: CGFloat?, _ subviews: Subviews, into origins: inout [CGPoint]) -> CGSize {
        let limit = width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var row: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > limit {
                x = 0
                y += row + spacing
                row = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            row = max(row, size.height)
            widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + row)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var origins: [CGPoint] = []
        return arrange(proposal.width, subviews, into: &origins)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origins: [CGPoint] = []
        origins.reserveCapacity(subviews.count)
        _ = arrange(bounds.width, subviews, into: &origins)
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
