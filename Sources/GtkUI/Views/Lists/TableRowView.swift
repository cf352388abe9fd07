/// One row of a ``Table``: its cells side by side, each as wide as its column. The widths are
/// inputs, so a resized column updates the rows in place.
struct TableRowView<Value>: View {
    let value: Value
    let columns: [TableColumnModel<Value>]
    let widths: [Double]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { index in
                TableCell(
                    width: index < widths.count ? widths[index] : TableColumnModel<Value>.defaultWidth,
                    fills: index == columns.count - 1, content: columns[index].cell(value))
            }
        }
    }
}
