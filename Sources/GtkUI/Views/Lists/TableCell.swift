import CGtkShim

/// One cell of a table row: exactly its column's width (the last column's at least), its content
/// at the leading edge with a small inset, and clipped at its edges so that wide content does not
/// spill into the next column.
struct TableCell: View {
    /// The column's width, inset included.
    let width: Double
    /// Whether the cell takes the width left over in the row (the last column).
    let fills: Bool
    let content: AnyView

    /// Pixels between a cell's content and its column's edges, as in GtkTreeView's cells.
    static var inset: Int32 { 6 }
}

extension TableCell: PrimitiveContainerView {
    var representable: TableCellBox { TableCellBox(content: content, width: width, fills: fills) }
}

/// The `GtkUIFrame` behind ``TableCell``.
struct TableCellBox: ContentFlexibleBox {
    let content: AnyView
    let width: Double
    let fills: Bool

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let frame = ChildAlignment.makeFrame()
        gtk_widget_set_margin_start(frame, TableCell.inset)
        gtk_widget_set_margin_end(frame, TableCell.inset)
        StyleClasses.set("gtkui-table-cell", on: frame, true)
        // The frame's clip covers content that overflows it; a cell cuts it at its edges instead.
        context.connect(frame, "size-allocate", after: true) { _ in
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(frame, &allocation)
            gtk_widget_set_clip(frame, &allocation)
        }
        return frame
    }

    /// Sets the column's width.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let inner = max(0, width - 2 * Double(TableCell.inset))
        FrameAxis.apply(
            horizontal: FrameAxis(minimum: inner, ideal: inner, maximum: fills ? .infinity : inner, alignment: 0),
            vertical: .free, to: frame)
    }
}
