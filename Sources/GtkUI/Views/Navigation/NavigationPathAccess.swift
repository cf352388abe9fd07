/// Reads and writes a navigation stack's path as type-erased values, whichever form the stack
/// was given: a `NavigationPath`, a typed array, or the stack's own state.
struct NavigationPathAccess {
    /// The values, first pushed first.
    let get: @MainActor () -> [AnyHashable]
    /// Replaces the values.
    let set: @MainActor ([AnyHashable]) -> Void

    /// Access through `get` and `set`.
    init(get: @escaping @MainActor () -> [AnyHashable], set: @escaping @MainActor ([AnyHashable]) -> Void) {
        self.get = get
        self.set = set
    }

    /// Access through a binding to a ``NavigationPath``.
    init(_ path: Binding<NavigationPath>) {
        get = { path.wrappedValue.elements }
        set = { path.wrappedValue.elements = $0 }
    }

    /// Access through a binding to a typed collection; a value of another type is not pushed,
    /// with a warning.
    init<Data>(_ path: Binding<Data>)
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Data.Element: Hashable
    {
        get = { path.wrappedValue.map { AnyHashable($0) } }
        set = { values in
            var typed = Data()
            for value in values {
                if let element = value.base as? Data.Element {
                    typed.append(element)
                } else {
                    Diagnostics.warn(
                        "GtkUI: NavigationStack path holds \(Data.Element.self) values; "
                            + "a \(Swift.type(of: value.base)) value was not pushed")
                }
            }
            path.wrappedValue = typed
        }
    }
}
