/// What a list tells the views in its rows.
private struct RowsAreSelectableKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether this view is in a row of a list with a selection, where a click selects the row: a
    /// `NavigationLink` with a value there is its label, so that the click reaches the row.
    var rowsAreSelectable: Bool {
        get { self[RowsAreSelectableKey.self] }
        set { self[RowsAreSelectableKey.self] = newValue }
    }

    /// Whether this view is in a list row: a `NavigationLink` there is a row with a chevron that
    /// opens its destination when clicked, as in SwiftUI, rather than a button.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
