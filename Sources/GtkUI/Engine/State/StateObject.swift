/// An `ObservableObject` (from the Combine subset) created and owned by a view: made once when the view is mounted and
/// kept while the view keeps its identity.
@propertyWrapper
@MainActor @preconcurrency
public struct StateObject<Object: ObservableObject>: LinkedProperty {
    let box: StateObjectBox<Object>

    /// Creates the object with `wrappedValue` the first time the view is mounted only.
    nonisolated public init(wrappedValue: @autoclosure @escaping () -> Object) {
        box = StateObjectBox(make: wrappedValue)
    }

    /// The object. Reading it inside `body` subscribes the view to its changes.
    public var wrappedValue: Object {
        let object = box.object
        ObjectReaders.recordRead(of: object)
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObjectBindings<Object> {
        ObjectBindings(object: box.object)
    }

    var linkedBox: any LinkedPropertyBox { box }
}

/// The box in every ``StateObject`` value: linked to the object the node keeps.
// Not isolated, so that the nonisolated initializer of the property wrapper (as in SwiftUI)
// can make it. Sendable without checking: only its main-actor members touch what it holds.
final class StateObjectBox<Object: ObservableObject>: @unchecked Sendable {
    private let make: () -> Object
    private var kept: ObjectHolder<Object>?

    init(make: @escaping () -> Object) {
        self.make = make
    }

    @MainActor var object: Object {
        if let kept { return kept.object }
        let holder = ObjectHolder(make())
        kept = holder
        return holder.object
    }

    @MainActor func freshStorage(replacing current: AnyObject) -> AnyObject {
        ObjectHolder(make())
    }

    @MainActor func link(to storage: AnyObject?, node: ViewNode) -> AnyObject {
        if let storage = storage as? ObjectHolder<Object> {
            kept = storage
            return storage
        }
        _ = object
        return kept ?? ObjectHolder(make())
    }
}

extension StateObjectBox: LinkedPropertyBox {}

/// Keeps a state object alive for its node.
final class ObjectHolder<Object: AnyObject> {
    let object: Object
    init(_ object: Object) { self.object = object }
}
