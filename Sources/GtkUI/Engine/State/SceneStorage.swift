import Foundation

/// A value kept per window under a key, which the views of that window share, read and write
/// like ``State``.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
/// Views of the same window that declare the same key share one value; each window has its own.
///
/// Unlike SwiftUI, the values live in memory for as long as the window (the ``HostingWindow``
/// or ``HostingWidget``) is open: GtkUI does not restore windows at the next launch, so their
/// scene storage starts from the defaults again.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, Sendable {
    let box: SceneStorageBox<Value>

    /// The window's value, or the default while the window holds none under the key.
    public var wrappedValue: Value {
        get { onGtkThread(passing: box) { $0.location.get() } }
        nonmutating set { onGtkThread(passing: (box, newValue)) { $0.0.location.set($0.1) } }
    }

    /// A binding to the window's value, for controls.
    public var projectedValue: Binding<Value> {
        Binding(location: onGtkThread(passing: box) { $0.location })
    }

    var linkedBox: any LinkedPropertyBox { box }

    init(key: String, defaultValue: Value) {
        box = SceneStorageBox(key: key, defaultValue: defaultValue)
    }
}

extension SceneStorage: LinkedProperty {}

extension SceneStorage {
    /// A Boolean kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// An integer kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A floating-point number kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A string kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A URL kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Data kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value with an integer raw value kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value with a string raw value kept under `key` for the window.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key` for the window: nil until set.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional integer kept under `key` for the window.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional floating-point number kept under `key` for the window.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional string kept under `key` for the window.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional URL kept under `key` for the window.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Optional data kept under `key` for the window.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
    /// An optional value with an integer raw value kept under `key` for the window.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }
    /// An optional value with a string raw value kept under `key` for the window.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
}

/// The box in every ``SceneStorage`` value: linked to the location its node keeps.
// Not isolated, so that the nonisolated initializers of the property wrapper (as in SwiftUI)
// can make it. Sendable without checking: only its main-actor members touch what it holds.
final class SceneStorageBox<Value>: @unchecked Sendable {
    private let key: String
    private let defaultValue: Value
    private var linked: SceneStorageLocation<Value>?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The node's location once linked; unlinked, one of its own with no window.
    @MainActor var location: SceneStorageLocation<Value> {
        if let linked { return linked }
        let own = SceneStorageLocation(key: key, defaultValue: defaultValue, values: SceneStorageValues())
        linked = own
        return own
    }

    @MainActor func link(to storage: AnyObject?, node: ViewNode) -> AnyObject {
        if let kept = storage as? SceneStorageLocation<Value>, kept.key == key {
            linked = kept
            return kept
        }
        let values = node.environment.sceneStorage ?? SceneStorageValues()
        let location = SceneStorageLocation(key: key, defaultValue: defaultValue, values: values)
        linked = location
        return location
    }
}

extension SceneStorageBox: LinkedPropertyBox {}

/// Reads and writes one ``SceneStorage`` key of a window.
final class SceneStorageLocation<Value>: BindingLocation<Value> {
    let key: String
    private let defaultValue: Value
    private let values: SceneStorageValues

    init(key: String, defaultValue: Value, values: SceneStorageValues) {
        self.key = key
        self.defaultValue = defaultValue
        self.values = values
    }

    override func get() -> Value {
        values.value(forKey: key, as: Value.self) ?? defaultValue
    }

    override func set(_ newValue: Value) {
        values.setValue(newValue, forKey: key)
    }
}
