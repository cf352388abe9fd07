/// Views in rows, filled column by column: a `GtkGrid` for fixed and flexible rows, a vertical
/// `GtkFlowBox` when a row is ``GridItem/Size/adaptive(minimum:maximum:)``.
///
/// Not lazy yet: every cell is made and kept, like in a ``Grid``. Whether the grid flows
/// (adaptive) is decided when it is made.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `rows`, columns `spacing` pixels apart (nil: 8), cells placed by `alignment`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHGrid: PrimitiveContainerView {
    var representable: LazyGridContainer<Content> {
        LazyGridContainer(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing, content: content)
    }
}
