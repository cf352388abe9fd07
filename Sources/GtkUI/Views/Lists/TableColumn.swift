/// A column of a ``Table``: a title in the header, and a cell for each row.
///
/// ```swift
/// Table(files, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Size", value: \.size) { file in Text("\(file.size) bytes") }
///     TableColumn("Kind") { file in Image(systemName: file.icon) }
///         .width(40)
/// }
/// ```
///
/// A column made with `value:` sorts: a click on its header puts a `KeyPathComparator` for that
/// key path first in the table's sort order. Cells show one line of text each, cut with an
/// ellipsis, and content wider than the column is clipped at its edge.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    /// The type of the rows.
    public typealias TableRowValue = RowValue
    /// How the column sorts rows.
    public typealias TableColumnSortComparator = Sort

    var model: TableColumnModel<RowValue>

    /// A column of `title` whose cells `content` makes, which does not sort.
    public init(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == Never, Label == Text {
        model = TableColumnModel(title: title, cell: { AnyView(content($0)) })
    }

    /// A column of `title` showing the text at `value`, sorting by it.
    public init(_ title: String, value: KeyPath<RowValue, String>)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        model = TableColumnModel(
            title: title, cell: { AnyView(Text($0[keyPath: value])) },
            comparator: TableColumnModel.comparator(value))
    }

    /// A column of `title` whose cells `content` makes, sorting by the comparable value at `value`.
    public init<Value: Comparable>(
        _ title: String, value: KeyPath<RowValue, Value>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, Label == Text {
        model = TableColumnModel(
            title: title, cell: { AnyView(content($0)) }, comparator: TableColumnModel.comparator(value))
    }

    /// A column of `title` whose cells `content` makes, for a value that does not sort (one that
    /// is not `Comparable`). A comparable value picks the sorting form above.
    @_disfavoredOverload
    public init<Value>(
        _ title: String, value: KeyPath<RowValue, Value>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == Never, Label == Text {
        model = TableColumnModel(title: title, cell: { AnyView(content($0)) })
    }

    /// A column of `title` whose cells `content` makes, sorting with `comparator` (its `order` is
    /// the order of the first click on the header).
    public init(
        _ title: String, sortUsing comparator: KeyPathComparator<RowValue>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, Label == Text {
        model = TableColumnModel(title: title, cell: { AnyView(content($0)) }, comparator: comparator)
    }

    private init(model: TableColumnModel<RowValue>) {
        self.model = model
    }

    /// A column exactly `width` pixels wide, which the user cannot resize; nil keeps the default.
    public func width(_ width: Double? = nil) -> TableColumn {
        guard let width = Self.valid(width, "width") else { return self }
        var model = model
        model.minWidth = width
        model.idealWidth = width
        model.maxWidth = width
        return TableColumn(model: model)
    }

    /// A column the user can resize between `min` and `max` pixels, `ideal` wide at first; nil
    /// leaves a bound open (a column is 120 pixels wide unless told otherwise).
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> TableColumn {
        var model = model
        model.minWidth = Self.valid(min, "min")
        model.idealWidth = Self.valid(ideal, "ideal")
        model.maxWidth = Self.valid(max, "max")
        if let low = model.minWidth, let high = model.maxWidth, high < low {
            Diagnostics.warn(
                "GtkUI: TableColumn \"\(model.title)\" has max width \(high) below its min width \(low); using \(low)")
            model.maxWidth = low
        }
        return TableColumn(model: model)
    }

    /// The width `value`, or nil with one warning when it is negative, NaN, or infinite other than
    /// as a maximum.
    private static func valid(_ value: Double?, _ label: String) -> Double? {
        guard let value else { return nil }
        guard value.isNaN || value < 0 || (value.isInfinite && label != "max") else { return value }
        Diagnostics.warn("GtkUI: a TableColumn's \(label) width \(value) is invalid; it is ignored")
        return nil
    }
}

extension TableColumn: TableColumnSource {
    var tableColumns: [TableColumnModel<RowValue>] { [model] }
}
