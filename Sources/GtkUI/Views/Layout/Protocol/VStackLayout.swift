import Foundation

/// ``VStack``'s rule as a ``Layout``: subviews top to bottom, the column's height divided as
/// SwiftUI divides it, lined up on `alignment` across. Usable through ``AnyLayout`` to switch to
/// and from other layouts while keeping the children.
public struct VStackLayout: Layout {
    /// The guide the subviews line up on.
    public var alignment: HorizontalAlignment
    /// The space between subviews, or nil for what they want (8 pixels).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var division: StackDivision { StackDivision(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// The heights divided as SwiftUI does, and the widest extent around the guide.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        division.divide(proposal, subviews).size
    }

    /// Places the subviews top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        division.place(in: bounds, proposal, subviews)
    }

    /// The stack's own `alignment` guide is where its subviews line up.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == alignment else { return nil }
        return bounds.minX + division.divide(proposal, subviews).guide
    }
}
