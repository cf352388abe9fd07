/// Reads and writes a navigation stack's path as type-erased values, whichever form the stack
/// was given: a `NavigationPath`, a typed array, or the stack's own state.
///
/// The stack's body reads the path on every update, so it reads only what it needs: the count
/// and single values. Converting a whole typed path to `[AnyHashable]` made each push cost the
/// path's length.
struct NavigationPathAccess {
    /// The values, first pushed first.
    let get: @MainActor () -> [AnyHashable]
    /// Replaces the values.
    let set: @MainActor ([AnyHashable]) -> Void
    /// How many values there are.
    let count: @MainActor () -> Int
    /// The value at an index below `count()`.
    let value: @MainActor (Int) -> AnyHashable

    /// Access through `get` and `set`.
    init(get: @escaping @MainActor () -> [AnyHashable], set: @escaping @MainActor ([AnyHashable]) -> Void) {
        self.get = get
        self.set = set
        count = { get().count }
        value = { get()[$0] }
    }

    /// Access through a binding to a ``NavigationPath``.
    init(_ path: Binding<NavigationPath>) {
        get = { path.wrappedValue.elements }
        set = { path.wrappedValue.elements = $0 }
        count = { path.wrappedValue.elements.count }
        value = { path.wrappedValue.elements[$0] }
    }

    /// Access through a binding to a typed collection; a value of another type is not pushed,
    /// with a warning.
    init<Data>(_ path: Binding<Data>)
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Data.Element: Hashable
    {
        get = { path.wrappedValue.map { AnyHashable($0) } }
        count = { path.wrappedValue.count }
        value = { index in
            let values = path.wrappedValue
            return AnyHashable(values[values.index(values.startIndex, offsetBy: index)])
        }
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
