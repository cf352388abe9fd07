import Observation

extension Environment {
    /// Reads the `@Observable` object of type `Value` that an ancestor provided with
    /// `.environment(_:)`: `@Environment(Store.self) private var store`. Properties the body
    /// reads update it when they change, as for any `@Observable` model.
    ///
    /// Reading it when no ancestor provided one stops the program with a message naming the
    /// type, as in SwiftUI: it is a programming error, not bad input. Declare the property
    /// optional (`var store: Store?`) to allow a missing object.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues[observable: ObjectTypeKey<Value>()])
    }

    /// Reads the `@Observable` object of type `Object` that an ancestor provided, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues[environmentObject: ObjectTypeKey<Object>()])
    }
}

extension EnvironmentValues {
    subscript<Object: AnyObject & Observable>(observable key: ObjectTypeKey<Object>) -> Object {
        guard let object = object(of: Object.self) else {
            fatalError("GtkUI: no environment object of type \(Object.self); add .environment(_:) to an ancestor view")
        }
        return object
    }
}

extension View {
    /// Provides the `@Observable` object `object` to every `@Environment(Type.self)` of its type
    /// inside this view; nil provides none.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        EnvironmentWriter(
            content: self,
            write: { environment in if let object { environment.setObject(object) } },
            isSameValue: { previous in
                var environment = EnvironmentValues()
                previous.write(&environment)
                return environment.object(of: Object.self) === object
            })
    }
}
