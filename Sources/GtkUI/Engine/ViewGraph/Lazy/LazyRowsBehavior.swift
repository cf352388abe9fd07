/// What a view family adds to a lazy container's rows from above: a list styles its rows, selects
/// them by pointer and keyboard, and edits them. The container tells it when rows are made,
/// shown, and let go of; the family reaches the container through the node it was made for
/// (see ``LazyContainerView/makeRowsBehavior(for:)``).
@MainActor
protocol LazyRowsBehavior {
    /// Readies a row widget just made; it will show other rows as it is recycled.
    func prepare(_ row: LazyRowNode)
    /// A row was shown or its content changed; `role` says what the row is for.
    func rowChanged(_ row: LazyRowNode, role: LazyRowPlan.Role)
    /// A row widget is going away for good.
    func rowRemoved(_ row: LazyRowNode)
    /// The mounted rows settled after an update or a scroll.
    func rowsDidSettle()
}

/// The treatment of rows of a lazy container that adds none: it is never made.
enum NoRowsBehavior: LazyRowsBehavior {
    func prepare(_ row: LazyRowNode) {}
    func rowChanged(_ row: LazyRowNode, role: LazyRowPlan.Role) {}
    func rowRemoved(_ row: LazyRowNode) {}
    func rowsDidSettle() {}
}
