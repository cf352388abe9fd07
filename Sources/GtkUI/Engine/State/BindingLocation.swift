/// Where a ``Binding`` reads and writes its value. Bindings made from the same location compare
/// equal, so a child given `$state` is not evaluated again for nothing.
@MainActor
class BindingLocation<Value> {
    /// Reads the value, recording the read for dependency tracking where the source supports it.
    func get() -> Value { fatalError("GtkUI: \(Self.self) must override get()") }
    /// Writes the value.
    func set(_ value: Value) { fatalError("GtkUI: \(Self.self) must override set(_:)") }

    /// Changes part of the value in place: `body` edits it and returns whether to write it back.
    ///
    /// Locations for a part of a value (a property, a collection's element) write through this, so
    /// the enclosing location decides whether the part still exists before anything is written.
    func modify(_ body: (inout Value) -> Bool) {
        var value = get()
        if body(&value) { set(value) }
    }
}

/// A location backed by two closures, as made by `Binding(get:set:)`.
final class ClosureLocation<Value>: BindingLocation<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value) }
}

/// A location that never changes, as made by `Binding.constant`.
final class ConstantLocation<Value>: BindingLocation<Value> {
    private let value: Value

    init(_ value: Value) { self.value = value }

    override func get() -> Value { value }
    override func set(_ value: Value) {}
}

/// A location for a property of the value at another location, as made by `$binding.field`.
final class KeyPathLocation<Base, Value>: BindingLocation<Value> {
    private let base: BindingLocation<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    init(base: BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value) {
        base.modify { whole in
            whole[keyPath: keyPath] = value
            return true
        }
    }
    override func modify(_ body: (inout Value) -> Bool) {
        base.modify { whole in body(&whole[keyPath: keyPath]) }
    }
}

/// A location for a property of an object, as made by `$model.field` on an observable model.
final class ObjectLocation<Object: AnyObject, Value>: BindingLocation<Value> {
    private let object: Object
    private let keyPath: ReferenceWritableKeyPath<Object, Value>

    init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value) { object[keyPath: keyPath] = value }
}
