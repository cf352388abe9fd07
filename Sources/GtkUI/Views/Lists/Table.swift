/// Rows of data in columns, with a header that sorts and resizes them, as in SwiftUI.
///
/// ```swift
/// @State private var files: [File] = …
/// @State private var selected: File.ID?
/// @State private var order = [KeyPathComparator(\File.name)]
///
/// Table(files, selection: $selected, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Size", value: \.size) { Text("\($0.size)") }
/// }
/// .onChange(of: order) { _, order in files.sort(using: order) }
/// ```
///
/// The rows are a ``List``'s: only those on screen are made, so 100,000 rows cost a screenful;
/// they are selected by pointer and keyboard as a list's are. The header is a row of flat buttons
/// above the rows, as GtkTreeView's: a click on a sortable column's header puts its comparator
/// first in `sortOrder` (forward, then reverse on the next click) and shows an arrow; the table
/// does not reorder the data itself, as in SwiftUI. Dragging the right edge of a header resizes
/// its column; the last column also takes any width left over.
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View {
    let rows: TableRowCollection<Value>
    let columns: [TableColumnModel<Value>]
    let selection: ListSelection?
    let sortOrder: Binding<[KeyPathComparator<Value>]>?
    /// The widths the user dragged columns to, by column position.
    @State private var draggedWidths: [Int: Double] = [:]

    private init<Data: RandomAccessCollection>(
        data: Data, selection: ListSelection?, sortOrder: Binding<[KeyPathComparator<Value>]>?, columns: Columns
    ) where Data.Element == Value {
        rows = TableRowCollection(data)
        self.columns = (columns as? any TableColumnSource<Value>)?.tableColumns ?? []
        self.selection = selection
        self.sortOrder = sortOrder
    }

    /// A table of `data`'s elements in the columns the closure builds.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, selection: nil, sortOrder: nil, columns: columns())
    }

    /// A table with a single selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, selection: ListSelection(single: selection), sortOrder: nil, columns: columns())
    }

    /// A table with a multiple selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, selection: ListSelection(multiple: selection), sortOrder: nil, columns: columns())
    }

    /// A table whose sortable headers set `sortOrder`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, selection: nil, sortOrder: sortOrder, columns: columns())
    }

    /// A table with a single selection whose sortable headers set `sortOrder`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, selection: ListSelection(single: selection), sortOrder: sortOrder, columns: columns())
    }

    /// A table with a multiple selection whose sortable headers set `sortOrder`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(
            data: data, selection: ListSelection(multiple: selection), sortOrder: sortOrder, columns: columns())
    }

    /// The header above the rows, in a box that keeps the two aligned.
    public var body: some View {
        let columns = columns
        let widths = columns.indices.map { columns[$0].width(dragged: draggedWidths[$0]) }
        let dragged = $draggedWidths
        let header = TableHeader(
            columns: headerColumns(widths: widths), onSort: sortOrder == nil ? nil : sorter,
            onResize: { index, width in dragged.wrappedValue[index] = width })
        let rows = TableRows(rows: rows, selection: selection) { (value: Value) -> TableRowView<Value> in
            TableRowView(value: value, columns: columns, widths: widths)
        }
        return TableLayout {
            header
            // Cells show one line of text each; set once for all rows rather than per row.
            rows.lineLimit(1)
        }
    }

    /// What the header shows of each column.
    private func headerColumns(widths: [Double]) -> [TableHeaderColumn] {
        let first = sortOrder?.wrappedValue.first
        return columns.indices.map { index in
            let column = columns[index]
            let sorted = column.comparator.flatMap { $0.keyPath == first?.keyPath ? first?.order : nil }
            return TableHeaderColumn(
                title: column.title, width: widths[index], minimum: column.minimum, maximum: column.maximum,
                isSortable: sortOrder != nil && column.comparator != nil, sortOrder: sorted)
        }
    }

    /// What a click on a column's header does: puts the column's comparator first in the sort
    /// order, or flips its order when it is first.
    private var sorter: @MainActor (Int) -> Void {
        { [sortOrder, columns] index in
            guard let sortOrder, columns.indices.contains(index), let comparator = columns[index].comparator else {
                return
            }
            sortOrder.wrappedValue = TableSorting.order(afterClicking: comparator, in: sortOrder.wrappedValue)
        }
    }
}
