extension List {
    /// A list of one row per element of a bound collection, each row with a binding to its
    /// element, with a single selection: `List($items, selection: $selected) { $item in … }`.
    nonisolated public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        C.Element: Identifiable,
        Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent>
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of one row per element of a bound collection, each row with a binding to its
    /// element, with a multiple selection.
    nonisolated public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        C.Element: Identifiable,
        Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent>
    {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list of one row per element of a bound collection, each row with a binding to its
    /// element: `List($items) { $item in Toggle(item.title, isOn: $item.done) }`.
    nonisolated public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        C.Element: Identifiable,
        Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, RowContent>
    {
        self.init { ForEach(data, content: rowContent) }
    }
}
