/// What a ``Table``'s header shows of one column.
struct TableHeaderColumn: Equatable {
    var title: String
    /// The column's width in pixels.
    var width: Double
    /// The bounds a drag keeps the width within.
    var minimum: Double
    var maximum: Double
    /// Whether a click on the header sorts by this column.
    var isSortable: Bool
    /// The direction the rows are sorted by this column, when it is first in the sort order.
    var sortOrder: SortOrder?

    /// Whether the column's right edge can be dragged.
    var isResizable: Bool { maximum > minimum }
}
