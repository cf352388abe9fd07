/// State owned by a view, kept for as long as the view keeps its identity in the tree.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
/// The storage belongs to the view's position (and explicit ids): it survives the parent's
/// re-evaluation and is reset when the identity changes. Only views that read the value are
/// evaluated again when it changes.
@propertyWrapper
public struct State<Value>: DynamicProperty, Sendable {
    let box: StateBox<Value>

    /// State starting at `wrappedValue`; later initial values are ignored once mounted.
    public init(wrappedValue: Value) {
        box = StateBox(initialValue: wrappedValue)
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        box = StateBox(initialValue: initialValue)
    }

    /// The current value. Setting it schedules an update of the views that read it.
    public var wrappedValue: Value {
        get { onGtkThread(passing: box) { $0.storage.get() } }
        nonmutating set { onGtkThread(passing: (box, newValue)) { $0.0.storage.set($0.1) } }
    }

    /// A binding to this state, for child views: `Toggle("On", isOn: $isOn)`.
    public var projectedValue: Binding<Value> {
        Binding(location: onGtkThread(passing: box) { $0.storage })
    }

    var linkedBox: any LinkedPropertyBox { box }
}

extension State: LinkedProperty {}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The box in every ``State`` value: linked to the node's storage when mounted.
// Not isolated, so that the nonisolated initializers of the property wrapper (as in SwiftUI)
// can make it. Sendable without checking: only its main-actor members touch what it holds.
final class StateBox<Value>: @unchecked Sendable {
    private let initialValue: Value
    private var linked: StateStorage<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The storage: the node's once linked, otherwise this value's own.
    @MainActor var storage: StateStorage<Value> {
        if let linked { return linked }
        let own = StateStorage(initialValue)
        linked = own
        return own
    }

    @MainActor func freshStorage(replacing current: AnyObject) -> AnyObject {
        StateStorage(initialValue)
    }

    @MainActor func link(to storage: AnyObject?, node: ViewNode) -> AnyObject {
        let kept = storage as? StateStorage<Value> ?? self.storage
        linked = kept
        return kept
    }
}

extension StateBox: LinkedPropertyBox {}

/// The value of one ``State``, kept by its node, with the readers to invalidate on change.
final class StateStorage<Value>: BindingLocation<Value> {
    private var value: Value
    // Made on the first tracked read: state that no body reads needs no list.
    private var readers: DependencyList?

    init(_ value: Value) {
        self.value = value
    }

    override func get() -> Value {
        if ViewGraph.evaluating != nil {
            let list = readers ?? DependencyList()
            readers = list
            list.recordRead()
        }
        return value
    }

    override func set(_ newValue: Value) {
        // An equal value changes nothing, so nothing is evaluated again.
        if let old = value as? any Equatable, old.isEqual(to: newValue) { return }
        value = newValue
        readers?.notifyChange()
    }
}
