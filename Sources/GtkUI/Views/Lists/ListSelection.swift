/// A list's selection binding with its id type erased: one id (`Binding<ID?>`) or several
/// (`Binding<Set<ID>>`).
struct ListSelection {
    /// Whether several rows may be selected.
    let allowsMultiple: Bool
    /// The selected ids.
    let read: @MainActor () -> Set<AnyHashable>
    /// Selects exactly these ids.
    let write: @MainActor (Set<AnyHashable>) -> Void

    /// A single selection.
    init<ID: Hashable>(single binding: Binding<ID?>) {
        allowsMultiple = false
        read = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        write = { ids in
            let id = ids.first.flatMap { $0.base as? ID }
            if binding.wrappedValue != id { binding.wrappedValue = id }
        }
    }

    /// A selection that always names one row: choosing another row replaces it, and nothing
    /// deselects it.
    init<ID: Hashable>(required binding: Binding<ID>) {
        allowsMultiple = false
        read = { [AnyHashable(binding.wrappedValue)] }
        write = { ids in
            guard let id = ids.first.flatMap({ $0.base as? ID }), binding.wrappedValue != id else { return }
            binding.wrappedValue = id
        }
    }

    /// A multiple selection.
    init<ID: Hashable>(multiple binding: Binding<Set<ID>>) {
        allowsMultiple = true
        read = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        write = { ids in
            let values = Set(ids.compactMap { $0.base as? ID })
            if binding.wrappedValue != values { binding.wrappedValue = values }
        }
    }
}

private struct RowsAreSelectableKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether this view is in a row of a list with a selection, where a click selects the row: a
    /// `NavigationLink` there is its label, so that the click reaches the row.
    var rowsAreSelectable: Bool {
        get { self[RowsAreSelectableKey.self] }
        set { self[RowsAreSelectableKey.self] = newValue }
    }
}
