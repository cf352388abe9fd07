/// A property that announces its changes: through its object's `objectWillChange` (so views
/// holding an ``ObservableObject`` update) and through its own publisher, `$property`.
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
///     @Published private(set) var results: [String] = []
///     init() {
///         $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
///             .map { query in Self.find(query) }
///             .assign(to: &$results)
///     }
/// }
/// ```
/// As in Apple's Combine, `$property` sends the current value to each new subscriber, and each
/// new value before the property holds it (in `willSet`).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published used outside a class") }
        set { fatalError("@Published used outside a class") }
    }

    /// The property's publisher, `$property`: the current value, then each new one.
    ///
    /// Setting it changes nothing: the publisher stands for the property's own storage, and
    /// `assign(to: &$property)` needs it settable only to take it `inout`, as in Apple's Combine.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set { _ = newValue }
    }

    /// Reads and writes the property through its object, announcing each write.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.findPublisher(of: object)
            box.set(newValue)
        }
    }

    /// The property's publisher, `$property`, linked to its object so that `assign(to:)`
    /// announces changes through the object.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        projected projectedKeyPath: ReferenceWritableKeyPath<Object, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.findPublisher(of: object)
            return Publisher(box: box)
        }
        set { _ = newValue }
    }

    /// The publisher of one `@Published` property: `$property`.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        /// Attaches `subscriber`: it receives the current value, then each new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to a `@Published` property: `.assign(to: &$results)`. The subscription
    /// lasts as long as the property's object, and each write announces the change.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(
            receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
        box.keep(AnyCancellable(sink))
        subscribe(sink)
    }
}
