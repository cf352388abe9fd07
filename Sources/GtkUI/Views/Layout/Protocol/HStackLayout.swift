import Foundation

/// ``HStack``'s rule as a ``Layout``: subviews left to right, the row's width divided as SwiftUI
/// divides it, lined up on `alignment` across. Usable through ``AnyLayout`` to switch to and from
/// other layouts while keeping the children.
public struct HStackLayout: Layout {
    /// The guide the subviews line up on.
    public var alignment: VerticalAlignment
    /// The space between subviews, or nil for what they want (8 pixels).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var division: StackDivision { StackDivision(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// The widths divided as SwiftUI does, and the tallest extent around the guide.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        division.divide(proposal, subviews).size
    }

    /// Places the subviews left to right.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        division.place(in: bounds, proposal, subviews)
    }

    /// The stack's own `alignment` guide is where its subviews line up.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == alignment else { return nil }
        return bounds.minY + division.divide(proposal, subviews).guide
    }
}
