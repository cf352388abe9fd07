/// The rows of a ``Table``: a list without a header, one ``TableRowView`` per element, on the
/// lazy container, so only the rows on screen are made and they select as a ``List``'s do.
struct TableRows<Value: Identifiable, Row: View>: View {
    let rows: TableRowCollection<Value>
    let selection: ListSelection?
    let row: (Value) -> Row
}

extension TableRows: LazyContainerView {
    var lazyContent: ForEach<TableRowCollection<Value>, Value.ID, Row> {
        ForEach(rows, id: \.id, content: row)
    }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        var configuration = LazyContainerConfiguration()
        configuration.scrolls = true
        configuration.estimatedRowLength = 30
        // The row's cells fill it, so the last column reaches the table's edge.
        configuration.rowAlignment = (nil, GTK_ALIGN_CENTER)
        return configuration
    }

    func makeRowsBehavior(for container: LazyContainerNode<Self>) -> ListBehavior? {
        ListBehavior(container: container)
    }

    func configureRowsBehavior(_ behavior: ListBehavior, in environment: EnvironmentValues) {
        behavior.configure(selection: selection, style: .plain)
    }

    /// Its rows are list rows, which a click selects when the list has a selection.
    func writeRowEnvironment(_ environment: inout EnvironmentValues) {
        environment.rowsAreSelectable = selection != nil
        environment.isInListRow = true
    }
}
