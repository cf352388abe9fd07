/// Views in columns, filled row by row: a `GtkGrid` for fixed and flexible columns, a
/// `GtkFlowBox` when a column is ``GridItem/Size/adaptive(minimum:maximum:)`` (as many columns as
/// fit).
///
/// Not lazy yet: every cell is made and kept, like in a ``Grid``. Whether the grid flows
/// (adaptive) is decided when it is made.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `columns`, rows `spacing` pixels apart (nil: 8), cells placed by `alignment`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: PrimitiveContainerView {
    var representable: LazyGridContainer<Content> {
        LazyGridContainer(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing, content: content)
    }
}
