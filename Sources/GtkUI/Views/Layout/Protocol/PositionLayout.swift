import Foundation

/// The layout behind ``View/position(x:y:)``: it takes the whole space offered and puts the
/// centre of its content at a point in it. A built-in on the public ``Layout`` protocol.
struct PositionLayout: Layout, Equatable {
    let x: CGFloat
    let y: CGFloat

    private static let warned = WarnOnce()
    /// Farther than any screen; beyond it a position is clamped.
    static let limit: CGFloat = 1_000_000

    /// A position with NaN made 0 and huge values clamped, with one warning for each.
    init(x: CGFloat, y: CGFloat) {
        self.x = Self.sane(x)
        self.y = Self.sane(y)
    }

    private static func sane(_ value: CGFloat) -> CGFloat {
        if value.isNaN {
            warned.warn("GtkUI: .position got NaN; 0 is used instead", kind: "nan")
            return 0
        }
        if abs(value) > limit {
            let clamped = min(max(value, -limit), limit)
            warned.warn("GtkUI: .position got \(value); it is clamped to \(clamped)", kind: "huge")
            return clamped
        }
        return value
    }

    /// All the space offered (10 pixels where none is).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The content's centre at the point, at its size for the whole space.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center,
                proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension View {
    /// Puts the centre of this view at `x`, `y` in the space its container offers, which the
    /// result takes whole, as SwiftUI's `.position` does. NaN is 0 and values past a million
    /// pixels are clamped, with one warning.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        LayoutView(layout: PositionLayout(x: x, y: y), content: self)
    }

    /// Puts the centre of this view at `position` in the space its container offers.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
