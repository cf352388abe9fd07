import Foundation

/// ``Grid``'s rule as a ``Layout``, to switch to and from other layouts through ``AnyLayout``
/// while the children keep their identity and state.
///
/// ```swift
/// let layout = isGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(HStackLayout())
/// layout {
///     GridRow {
///         Text("Name")
///         Text("Value")
///     }
/// }
/// ```
///
/// Each ``GridRow`` is a row whose children are cells, left to right; any other child is a row of
/// its own across every column. A column is as wide as its widest cell and a row as tall as its
/// tallest; more space than that goes to the flexible columns and rows, shared as a stack shares
/// it. Cells line up by `alignment`, a row's own alignment, ``View/gridColumnAlignment(_:)`` and
/// ``View/gridCellAnchor(_:)``; ``View/gridCellColumns(_:)`` spans columns and
/// ``View/gridCellUnsizedAxes(_:)`` keeps a flexible cell from sizing its row or column. In
/// another layout a ``GridRow``'s cells are ordinary subviews.
public struct GridLayout: Layout {
    /// How cells are placed in their cells.
    public var alignment: Alignment
    /// The space between columns, or nil for what the cells want (8 pixels).
    public var horizontalSpacing: CGFloat?
    /// The space between rows, or nil for what the cells want (8 pixels).
    public var verticalSpacing: CGFloat?

    /// A grid layout. A negative spacing is 0, with one warning.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's rows and columns, worked out from the subviews when they change.
    public struct Cache {
        let arrangement: GridArrangement
    }

    /// Works out which row and column each subview is in.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(arrangement: GridArrangement(subviews))
    }

    /// The columns' widths and rows' heights for `proposal`, with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.arrangement.sizes(
            for: proposal, subviews, alignment: alignment, spacing: (horizontalSpacing, verticalSpacing)
        ).size
    }

    /// Places each subview in its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.arrangement.place(
            in: bounds, proposal, subviews, alignment: alignment, spacing: (horizontalSpacing, verticalSpacing))
    }
}
