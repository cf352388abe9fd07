extension ForEach {
    /// One view per element of a bound collection, keyed by `id`; each row gets a binding to its
    /// element: `ForEach($items, id: \.key) { $item in TextField("Name", text: $item.name) }`.
    ///
    /// A row's binding finds its element by id on every read and write, not by position, so it
    /// follows the element when others are inserted, removed or moved. Once the element is gone,
    /// the binding reads the last value it saw and drops writes with one warning.
    nonisolated public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C: MutableCollection & RandomAccessCollection, Data == IndexedIdentifierCollection<C, ID> {
        let location = data.location
        let collection = IndexedIdentifierCollection(base: data.wrappedValue, id: id)
        self.init(collection, id: \.id) { row, occurrence in
            let element = onGtkThread(passing: (collection.base[row.index], row.index, occurrence, id)) { row in
                IdentifiedElementLocation(
                    base: location, element: row.0, at: row.1, occurrence: row.2, identify: { $0[keyPath: row.3] })
            }
            return content(Binding(location: element))
        }
    }

    /// One view per element of a bound collection of `Identifiable` elements; each row gets a
    /// binding to its element: `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`.
    ///
    /// A row's binding finds its element by id on every read and write, not by position, so it
    /// follows the element when others are inserted, removed or moved. Once the element is gone,
    /// the binding reads the last value it saw and drops writes with one warning.
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, ID == C.Element.ID,
        Data == IndexedIdentifierCollection<C, C.Element.ID>
    {
        self.init(data, id: ForEachKeyPaths.id(of: C.Element.self), content: content)
    }
}
