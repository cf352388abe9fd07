import Foundation

/// One child of a ``Layout``: the layout asks its size for proposals and places it.
///
/// The size comes from GTK's measurement of the child's widget: for an unspecified dimension its
/// natural size; for a proposed one, the proposal kept within the widget's minimum and natural
/// size, or within its minimum and the proposal when the widget is flexible along that axis (a
/// `Spacer`, a `TextField`, a `.frame(maxWidth: .infinity)`). The height is GTK's height for the
/// width chosen, so wrapping text grows taller when narrower.
public struct LayoutSubview: Equatable {
    let child: LayoutChild

    /// The subview's size for `proposal`. Asking again with the same proposal in one layout pass
    /// does not measure again.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.measure(proposal).size
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let measured = child.measure(proposal)
        return ViewDimensions(
            width: measured.size.width, height: measured.size.height, baseline: measured.baseline,
            guides: child.guides)
    }

    /// Places the subview with its `anchor` point at `position`, at its size for `proposal`.
    /// Call it once per subview, from ``Layout/placeSubviews(in:proposal:subviews:cache:)``.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        child.place(at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority (``View/layoutPriority(_:)``), 0 by default.
    public var priority: Double { child.priority }

    /// The space the subview wants around it.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview gave `key` with ``View/layoutValue(key:value:)``, or its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        child.containerValues[LayoutValueStorage<K>.self]
    }

    /// Equal when they stand for the same child.
    public static func == (left: LayoutSubview, right: LayoutSubview) -> Bool {
        left.child === right.child
    }
}
