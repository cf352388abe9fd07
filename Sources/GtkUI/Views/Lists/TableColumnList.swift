/// Columns of a ``Table`` combined in order, as ``TableColumnBuilder`` makes them.
public struct TableColumnList<RowValue>: TableColumnContent {
    /// The type of the rows.
    public typealias TableRowValue = RowValue
    /// Combined columns sort by whichever column's header is clicked.
    public typealias TableColumnSortComparator = KeyPathComparator<RowValue>

    let columns: [TableColumnModel<RowValue>]
}

extension TableColumnList: TableColumnSource {
    var tableColumns: [TableColumnModel<RowValue>] { columns }
}
