/// A two-way connection to a value owned elsewhere: a parent's ``State``, a model's property, or
/// any getter and setter.
///
/// Reading a binding inside `body` makes that view depend on the value, so it is evaluated again
/// when the value changes, even if the owner's body did not read it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: Sendable {
    let location: BindingLocation<Value>

    init(location: BindingLocation<Value>) {
        self.location = location
    }

    /// A binding that reads and writes through the given closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = onGtkThread(passing: (get, set)) { ClosureLocation(get: $0.0, set: $0.1) }
    }

    /// A binding to `projectedValue`, for `@Binding var value: T` initialised with `$state`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: onGtkThread(passing: value) { ConstantLocation($0) })
    }

    /// The current value. Setting it writes through to the source.
    public var wrappedValue: Value {
        get { onGtkThread { location.get() } }
        nonmutating set { onGtkThread(passing: newValue) { location.set($0) } }
    }

    /// The binding itself, so `$value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value: `$person.name`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(location: onGtkThread(passing: keyPath) { KeyPathLocation(base: location, keyPath: $0) })
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `position`: `TextField("Name", text: $names[i])`.
    ///
    /// Unlike SwiftUI, a binding whose element was removed is safe: reads return the last value
    /// seen, and writes are dropped with one warning instead of trapping or landing in the element
    /// that took the position. For `Equatable` elements a write also needs the position to hold
    /// the value this binding last saw, so a neighbour that moved in is never overwritten.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: onGtkThread(passing: position) { IndexLocation(base: location, index: $0) })
    }
}

extension Binding where Value: MutableCollection, Value.Element: Identifiable {
    /// A binding to the element at `position`, followed by its id when others move around it.
    ///
    /// Unlike SwiftUI, a binding whose element was removed is safe: reads return the last value
    /// seen, and writes are dropped with one warning instead of trapping or landing in another
    /// element.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        onGtkThread(passing: position) { element(at: $0) }
    }

    @MainActor
    private func element(at position: Value.Index) -> Binding<Value.Element> {
        let whole = location.get()
        guard IndexLocation<Value>.contains(position, in: whole) else {
            return Binding<Value.Element>(location: IndexLocation(base: location, index: position))
        }
        return Binding<Value.Element>(
            location: IdentifiedElementLocation(
                base: location, element: whole[position], at: position, occurrence: 0, hintDecides: true,
                identify: { $0.id }))
    }
}
