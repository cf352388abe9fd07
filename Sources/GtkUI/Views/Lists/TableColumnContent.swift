/// The columns of a ``Table``: a ``TableColumn``, or several combined by ``TableColumnBuilder``.
@MainActor
public protocol TableColumnContent<TableRowValue> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue
    /// How the columns sort rows: `KeyPathComparator<TableRowValue>`, or `Never` for columns that
    /// do not sort.
    associatedtype TableColumnSortComparator
}

/// Column content that GtkUI knows how to show: every column type GtkUI defines.
@MainActor
protocol TableColumnSource<RowValue> {
    associatedtype RowValue
    /// The columns, in order.
    var tableColumns: [TableColumnModel<RowValue>] { get }
}
