/// What a click on a sortable column's header does to a table's sort order.
enum TableSorting {
    /// The sort order after a click on the header of the column that sorts with `comparator`: a
    /// column already first flips between forward and reverse; another column goes first, in its
    /// comparator's own order, and the rest keep their order after it.
    static func order<Compared>(
        afterClicking comparator: KeyPathComparator<Compared>, in order: [KeyPathComparator<Compared>]
    ) -> [KeyPathComparator<Compared>] {
        if var first = order.first, first.keyPath == comparator.keyPath {
            first.order = first.order == .forward ? .reverse : .forward
            return [first] + order.dropFirst()
        }
        return [comparator] + order.filter { $0.keyPath != comparator.keyPath }
    }
}
