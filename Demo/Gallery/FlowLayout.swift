import GtkUI

/// Chips in rows as wide as the space offered, wrapping to a new row when the next one does not
/// fit, or where a chip asks for a break with `.layoutValue(key: FlowLayout.LineBreak.self,
/// value: true)`.
struct FlowLayout: Layout {
    var spacing: CGFloat = 6

    /// Starts a new row before the chip that sets it.
    struct LineBreak: LayoutValueKey {
        static let defaultValue = false
    }

    /// Where each chip goes for a width, and the size they take together.
    private func rows(_ width: CGFloat?, _ subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
        let limit = width ?? .infinity
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > limit || subview[LineBreak.self] {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(proposal.width, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = rows(bounds.width, subviews).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
