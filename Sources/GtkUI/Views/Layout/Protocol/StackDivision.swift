import Foundation

/// SwiftUI's rule for dividing a stack's length among its subviews, shared by ``HStackLayout``
/// and ``VStackLayout``: the spacing is set aside; then, priority by priority from the highest
/// (keeping the lower priorities' minimum lengths back), the least flexible subview is offered an
/// equal share of what is left first, and what it takes is gone before the next is offered.
struct StackDivision {
    let axis: Axis
    /// The cross-axis guide the subviews line up on.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The proposal each subview is given, the length each takes, the gaps between them, and the
    /// cross-axis offsets and extent that line their guides up.
    struct Result {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        var crossOffsets: [CGFloat]
        var size: CGSize
        /// The guide's position across the stack.
        var guide: CGFloat
    }

    func divide(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
        let count = subviews.count
        let gaps = (0..<max(count - 1, 0)).map { index in
            spacing.map { max($0, 0) }
                ?? subviews[subviews.startIndex + index].spacing.distance(
                    to: subviews[subviews.startIndex + index + 1].spacing, along: axis)
        }
        let cross = along(proposal, crossing: true)
        var proposals = [ProposedViewSize](repeating: make(along: nil, cross: cross), count: count)
        var lengths = [CGFloat](repeating: 0, count: count)
        if let length = along(proposal, crossing: false) {
            divide(length - gaps.reduce(0, +), cross: cross, subviews, &proposals, &lengths)
        } else {
            for index in 0..<count {
                lengths[index] = main(subviews[subviews.startIndex + index].sizeThatFits(proposals[index]))
            }
        }
        var guides: [CGFloat] = []
        var sizes: [CGSize] = []
        guides.reserveCapacity(count)
        sizes.reserveCapacity(count)
        for index in 0..<count {
            let dimensions = subviews[subviews.startIndex + index].dimensions(in: proposals[index])
            sizes.append(CGSize(width: dimensions.width, height: dimensions.height))
            guides.append(guide(in: dimensions))
        }
        let before = guides.max() ?? 0
        var after: CGFloat = 0
        for index in 0..<count { after = max(after, crossLength(sizes[index]) - guides[index]) }
        let mainLength = sizes.reduce(0) { $0 + main($1) } + gaps.reduce(0, +)
        let crossExtent = count == 0 ? 0 : before + after
        return Result(
            proposals: proposals, sizes: sizes, gaps: gaps, crossOffsets: guides.map { before - $0 },
            size: axis == .horizontal
                ? CGSize(width: mainLength, height: crossExtent) : CGSize(width: crossExtent, height: mainLength),
            guide: before)
    }

    /// Offers `available` as SwiftUI's stacks do, writing each subview's proposal and length.
    private func divide(
        _ available: CGFloat, cross: CGFloat?, _ subviews: LayoutSubviews, _ proposals: inout [ProposedViewSize],
        _ lengths: inout [CGFloat]
    ) {
        let count = subviews.count
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let subview = subviews[subviews.startIndex + index]
            minimums[index] = main(subview.sizeThatFits(make(along: 0, cross: cross)))
            flexibility[index] = main(subview.sizeThatFits(make(along: .infinity, cross: cross))) - minimums[index]
            priorities[index] = subview.priority
        }
        let order = (0..<count).sorted { (left: Int, right: Int) -> Bool in
            if priorities[left] != priorities[right] { return priorities[left] > priorities[right] }
            if flexibility[left] != flexibility[right] { return flexibility[left] < flexibility[right] }
            return left < right
        }
        var remaining = available
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            var end = start
            while end < order.count, priorities[order[end]] == priority { end += 1 }
            let reserved = order[end...].reduce(0) { $0 + minimums[$1] }
            var share = remaining - reserved
            for (position, index) in order[start..<end].enumerated() {
                let offer = max(share / CGFloat(end - start - position), 0)
                let proposal = make(along: offer, cross: cross)
                let length = main(subviews[subviews.startIndex + index].sizeThatFits(proposal))
                proposals[index] = proposal
                lengths[index] = length
                share -= length
                remaining -= length
            }
            start = end
        }
    }

    private func along(_ proposal: ProposedViewSize, crossing: Bool) -> CGFloat? {
        (axis == .horizontal) != crossing ? proposal.width : proposal.height
    }

    private func make(along length: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: length, height: cross) : ProposedViewSize(width: cross, height: length)
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func crossLength(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    private func guide(in dimensions: ViewDimensions) -> CGFloat {
        axis == .horizontal
            ? dimensions[VerticalAlignment(alignment.id)] : dimensions[HorizontalAlignment(alignment.id)]
    }

    /// Places the subviews in `bounds` as `divide` laid them out for `proposal`.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let result = divide(proposal, subviews)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for index in 0..<subviews.count {
            let cross = (axis == .horizontal ? bounds.minY : bounds.minX) + result.crossOffsets[index]
            let point = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            subviews[subviews.startIndex + index].place(
                at: point, anchor: .topLeading, proposal: result.proposals[index])
            position += main(result.sizes[index]) + (index < result.gaps.count ? result.gaps[index] : 0)
        }
    }
}
