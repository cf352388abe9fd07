/// A list's selection binding with its id type erased: one id (`Binding<ID?>`) or several
/// (`Binding<Set<ID>>`).
struct ListSelection {
    /// Whether several rows may be selected.
    let allowsMultiple: Bool
    /// The selected ids.
    let read: @MainActor () -> Set<AnyHashable>
    /// Selects exactly these ids.
    let write: @MainActor (Set<AnyHashable>) -> Void
    /// The type of the selection's values, for the warning when the rows' ids are another.
    let valueType: Any.Type
    /// Whether `id` is a value of the selection's type.
    let accepts: (AnyHashable) -> Bool

    /// A single selection.
    init<ID: Hashable>(single binding: Binding<ID?>) {
        valueType = ID.self
        accepts = { $0.base is ID }
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
        valueType = ID.self
        accepts = { $0.base is ID }
        allowsMultiple = false
        read = { [AnyHashable(binding.wrappedValue)] }
        write = { ids in
            guard let id = ids.first.flatMap({ $0.base as? ID }), binding.wrappedValue != id else { return }
            binding.wrappedValue = id
        }
    }

    /// A multiple selection.
    init<ID: Hashable>(multiple binding: Binding<Set<ID>>) {
        valueType = ID.self
        accepts = { $0.base is ID }
        allowsMultiple = true
        read = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        write = { ids in
            let values = Set(ids.compactMap { $0.base as? ID })
            if binding.wrappedValue != values { binding.wrappedValue = values }
        }
    }
}
