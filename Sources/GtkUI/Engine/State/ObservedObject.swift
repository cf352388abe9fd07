/// An `ObservableObject` passed in from outside the view; the view is evaluated again when
/// the object announces a change.
@propertyWrapper
@MainActor @preconcurrency
public struct ObservedObject<Object: ObservableObject>: DynamicProperty {
    private let object: Object

    /// Observes `wrappedValue`.
    public init(wrappedValue: Object) {
        object = wrappedValue
    }

    /// The object. Reading it inside `body` subscribes the view to its changes.
    public var wrappedValue: Object {
        ObjectReaders.recordRead(of: object)
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObjectBindings<Object> {
        ObjectBindings(object: wrappedValue)
    }
}

/// Makes bindings to the properties of an `ObservableObject`: `$model.name`.
@dynamicMemberLookup
@MainActor
public struct ObjectBindings<Object: AnyObject> {
    let object: Object

    /// A binding to one property of the object.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Member>) -> Binding<Member> {
        Binding(location: ObjectLocation(object: object, keyPath: keyPath))
    }
}
