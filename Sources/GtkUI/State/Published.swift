/// A property of an ``ObservableObject`` that announces its changes through the object's
/// `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let box = PublishedBox()

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Only available inside an ``ObservableObject`` class.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("GtkUI: @Published used outside a class") }
        set { fatalError("GtkUI: @Published used outside a class") }
    }

    /// Reads and writes the property through its object, announcing each write.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            let publisher = box.publisher ?? object.objectWillChange
            box.publisher = publisher
            publisher.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// Holds the object's publisher once a `@Published` property has found it.
final class PublishedBox: @unchecked Sendable {
    // Set once from the owning object's property setter; read the same way.
    var publisher: ObservableObjectPublisher?
    /// The publisher handed out as the object's `objectWillChange` when this is its first
    /// `@Published` property.
    lazy var ownPublisher = ObservableObjectPublisher()
}

/// Lets `objectWillChange` find the publisher of an object's first `@Published` property.
protocol PublishedProperty {
    var publisher: ObservableObjectPublisher { get }
}

extension Published: PublishedProperty {
    var publisher: ObservableObjectPublisher {
        if let publisher = box.publisher { return publisher }
        box.publisher = box.ownPublisher
        return box.ownPublisher
    }
}
