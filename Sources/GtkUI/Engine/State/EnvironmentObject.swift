/// An `ObservableObject` (from the Combine subset) provided by an ancestor with `.environmentObject(_:)`.
///
/// Reading it when no ancestor provided one stops the program with a message naming the type,
/// as in SwiftUI: it is a programming error, not bad input.
@propertyWrapper
@MainActor @preconcurrency
public struct EnvironmentObject<Object: ObservableObject>: LinkedProperty {
    let box: EnvironmentBox<Object?>

    /// Reads the object of type `Object` from the environment.
    public init() {
        box = EnvironmentBox(keyPath: \EnvironmentValues[environmentObject: ObjectTypeKey<Object>()])
    }

    /// The object. Reading it inside `body` subscribes the view to its changes.
    public var wrappedValue: Object {
        guard let object = box.node?.environment.object(of: Object.self) else {
            fatalError(
                "GtkUI: no environment object of type \(Object.self); add .environmentObject(_:) to an ancestor view")
        }
        ObjectReaders.recordRead(of: object)
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObjectBindings<Object> {
        ObjectBindings(object: wrappedValue)
    }

    var linkedBox: any LinkedPropertyBox { box }
}

/// A hashable stand-in for an object type, so a key path can name "the environment object of
/// type T".
struct ObjectTypeKey<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    subscript<Object: AnyObject>(environmentObject key: ObjectTypeKey<Object>) -> Object? {
        object(of: Object.self)
    }
}
