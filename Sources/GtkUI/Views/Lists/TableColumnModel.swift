/// One column of a ``Table`` with its types erased: its title, how it makes a cell, how it sorts
/// and how wide it may be.
@MainActor
struct TableColumnModel<RowValue> {
    /// The header's text.
    var title: String
    /// Makes the cell of a row.
    var cell: (RowValue) -> AnyView
    /// What a click on the header puts first in the sort order; nil for a column that does not sort.
    var comparator: KeyPathComparator<RowValue>?
    /// The width bounds and the width wanted, in pixels; nil where the column set none.
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?

    /// A forward comparator by `keyPath`.
    ///
    /// Foundation's comparator takes only key paths known to be `Sendable`, and Swift infers a key
    /// path literal's root only for a plain `KeyPath` parameter, which is not. A key path is an
    /// immutable value; the ones that are not `Sendable` capture subscript arguments that are
    /// not, and a table reads them on the main actor only. So the path is taken as `Sendable`:
    /// the two types have the same representation, a single reference.
    static func comparator<Value: Comparable>(_ keyPath: KeyPath<RowValue, Value>) -> KeyPathComparator<RowValue> {
        KeyPathComparator(unsafeBitCast(keyPath, to: (any KeyPath<RowValue, Value> & Sendable).self))
    }

    /// The width of a column that sets none.
    static var defaultWidth: Double { 120 }
    /// The narrowest a column can be dragged to when it sets no minimum.
    static var defaultMinimum: Double { 24 }

    /// The narrowest the column may be.
    var minimum: Double { minWidth ?? min(Self.defaultMinimum, maxWidth ?? .infinity) }

    /// The widest the column may be.
    var maximum: Double { max(maxWidth ?? .infinity, minimum) }

    /// Whether dragging the header's edge can change the width.
    var isResizable: Bool { maximum > minimum }

    /// The column's width: the one the user dragged it to, else its ideal one, within its bounds.
    func width(dragged: Double?) -> Double {
        let wanted = dragged ?? idealWidth ?? minWidth ?? min(Self.defaultWidth, maximum)
        return min(max(wanted, minimum), maximum)
    }
}
