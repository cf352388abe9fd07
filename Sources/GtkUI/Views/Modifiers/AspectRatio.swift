import Foundation

extension View {
    /// Keeps the view at `ratio` (width over height; nil for the view's own ideal proportions),
    /// fitting inside the space it is offered (`.fit`) or filling it (`.fill`), as SwiftUI's
    /// `aspectRatio(_:contentMode:)`. What a `.fill` overflows is not clipped, as in SwiftUI.
    /// A ratio that is not a positive number logs one warning and keeps the view's own.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioLayout(ratio: AspectRatioLayout.checked(ratio), contentMode: contentMode) { self }
    }

    /// Keeps the view at `ratio`'s proportions (width over height), fitting or filling.
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(ratio.height != 0 ? ratio.width / ratio.height : .nan, contentMode: contentMode)
    }

    /// Keeps the view's own proportions, fitting inside the space it is offered.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Keeps the view's own proportions, filling the space it is offered.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// The layout behind ``View/aspectRatio(_:contentMode:)``: offers its one subview the largest
/// (`.fit`) or smallest (`.fill`) size of the ratio around what it is offered, and centres it.
struct AspectRatioLayout: Layout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    /// `ratio`, or nil after one warning when it is not a positive number.
    static func checked(_ ratio: CGFloat?) -> CGFloat? {
        guard let ratio, !(ratio > 0 && ratio.isFinite) else { return ratio }
        Diagnostics.warn("GtkUI: aspectRatio needs a positive ratio, not \(ratio); keeping the view's own")
        return nil
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(ProposedViewSize(size(for: proposal, child: child)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let size = size(for: ProposedViewSize(bounds.size), child: child)
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
    }

    /// The size of the ratio that fits in (or fills) what is offered; the child's ideal width
    /// at that ratio when nothing is offered.
    private func size(for proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        // An infinite offer stays infinite, so a flexible child shows its layout is flexible.
        let width = proposal.width.flatMap { $0.isNaN ? nil : $0 }
        let height = proposal.height.flatMap { $0.isNaN ? nil : $0 }
        switch (width, height) {
        case (let width?, let height?):
            let wider = width / max(height, .leastNonzeroMagnitude) > ratio
            if wider == (contentMode == .fit) {
                return CGSize(width: height * ratio, height: height)
            }
            return CGSize(width: width, height: width / ratio)
        case (let width?, nil): return CGSize(width: width, height: width / ratio)
        case (nil, let height?): return CGSize(width: height * ratio, height: height)
        case (nil, nil): return CGSize(width: ideal.width, height: ideal.width / ratio)
        }
    }
}
