/// Builds the columns of a ``Table`` from the ``TableColumn``s in a closure, with `if`, `if`–`else`
/// and `for` among them; any number of columns.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue, Sort> {
    /// One column, or columns already combined.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnList<RowValue>
    where Column.TableRowValue == RowValue {
        guard let source = column as? any TableColumnSource<RowValue> else {
            Diagnostics.warn("GtkUI: \(Column.self) is not a column GtkUI can show in a Table; it is left out")
            return TableColumnList(columns: [])
        }
        return TableColumnList(columns: source.tableColumns)
    }

    /// The columns in order.
    public static func buildBlock(_ parts: TableColumnList<RowValue>...) -> TableColumnList<RowValue> {
        TableColumnList(columns: parts.flatMap(\.columns))
    }

    /// The columns of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: TableColumnList<RowValue>?) -> TableColumnList<RowValue> {
        part ?? TableColumnList(columns: [])
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first part: TableColumnList<RowValue>) -> TableColumnList<RowValue> { part }

    /// The columns of an `if`'s second branch.
    public static func buildEither(second part: TableColumnList<RowValue>) -> TableColumnList<RowValue> { part }

    /// The columns of each pass of a `for` loop.
    public static func buildArray(_ parts: [TableColumnList<RowValue>]) -> TableColumnList<RowValue> {
        TableColumnList(columns: parts.flatMap(\.columns))
    }

    /// The columns of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue>) -> TableColumnList<RowValue> {
        part
    }
}
