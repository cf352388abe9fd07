import Foundation

/// A value kept in `UserDefaults` under a key, which views read and write like ``State``.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("volume") private var volume = 0.5
///     @AppStorage("showsPreview") private var showsPreview = true
///     var body: some View {
///         Slider(value: $volume, in: 0...1)
///         Toggle("Show preview", isOn: $showsPreview)
///     }
/// }
/// ```
/// The initial value is the default, used while the key holds nothing; writing stores the value
/// in the store (`store:`, else the one ``View/defaultAppStorage(_:)`` gives, else
/// `UserDefaults.standard`). A write updates every view that reads the key, in every window,
/// and only those. So does a write to the same store by other code of the app, such as
/// `UserDefaults.standard.set(0.8, forKey: "volume")`, before the next frame.
///
/// On Linux swift-corelibs-foundation keeps `UserDefaults.standard` in
/// `$XDG_CONFIG_HOME/<program name>.plist` (`~/.config` when unset), and a suite named `name` in
/// `name.plist` there. GtkUI writes a store to disk shortly after each write, and before
/// `App.main()` exits: Foundation on Linux does not save on exit by itself.
///
/// A stored value of another type than the property's reads as the default, with one warning.
/// A `URL` is stored as its absolute string.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, Sendable {
    let box: AppStorageBox<Value>

    /// The stored value, or the default while the key holds none. Setting it stores the value.
    public var wrappedValue: Value {
        get { onGtkThread(passing: box) { $0.location.get() } }
        nonmutating set { onGtkThread(passing: (box, newValue)) { $0.0.location.set($0.1) } }
    }

    /// A binding to the stored value, for controls: `Slider(value: $volume)`.
    public var projectedValue: Binding<Value> {
        Binding(location: onGtkThread(passing: box) { $0.location })
    }

    var linkedBox: any LinkedPropertyBox { box }

    init(key: String, defaultValue: Value, store: UserDefaults?, coding: DefaultsCoding<Value>) {
        box = AppStorageBox(
            settings: AppStorageSettings(key: key, defaultValue: defaultValue, store: store, coding: coding))
    }
}

extension AppStorage: LinkedProperty {}

extension AppStorage {
    /// A Boolean kept under `key`: `@AppStorage("showsPreview") var showsPreview = true`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .bool)
    }

    /// An integer kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .int)
    }

    /// A floating-point number kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .double)
    }

    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain(String.self))
    }

    /// A URL kept under `key`, as its absolute string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
    }

    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain(Data.self))
    }

    /// A date kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain(Date.self))
    }

    /// A value with an integer raw value, kept as the raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.int))
    }

    /// A value with a string raw value, kept as the raw value:
    /// `@AppStorage("theme") var theme = Theme.system`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.plain(String.self)))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`: nil while the key holds none; setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.bool.optional())
    }

    /// An optional integer kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.int.optional())
    }

    /// An optional floating-point number kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.double.optional())
    }

    /// An optional string kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.plain(String.self).optional())
    }

    /// An optional URL kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.url.optional())
    }

    /// Optional data kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.plain(Data.self).optional())
    }

    /// An optional date kept under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding.plain(Date.self).optional())
    }

    /// An optional value with an integer raw value, kept as the raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, coding: DefaultsCoding<R>.raw(.int).optional())
    }

    /// An optional value with a string raw value, kept as the raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(
            key: key, defaultValue: nil, store: store, coding: DefaultsCoding<R>.raw(.plain(String.self)).optional())
    }
}

/// What one ``AppStorage`` declaration says: the key, the default and where to keep it.
struct AppStorageSettings<Value> {
    let key: String
    let defaultValue: Value
    /// The store the declaration names; nil takes the environment's.
    let store: UserDefaults?
    let coding: DefaultsCoding<Value>
}

/// The box in every ``AppStorage`` value: linked to the location its node keeps, so `$value`
/// stays the same binding from one evaluation to the next.
// Not isolated, so that the nonisolated initializers of the property wrapper (as in SwiftUI)
// can make it. Sendable without checking: only its main-actor members touch what it holds.
final class AppStorageBox<Value>: @unchecked Sendable {
    private let settings: AppStorageSettings<Value>
    private var linked: AppStorageLocation<Value>?

    init(settings: AppStorageSettings<Value>) {
        self.settings = settings
    }

    /// The node's location once linked; unlinked (in a command's body) a location of its own.
    @MainActor var location: AppStorageLocation<Value> {
        if let linked { return linked }
        let own = AppStorageLocation(settings: settings, node: nil)
        linked = own
        return own
    }

    var readsEnvironment: Bool { settings.store == nil }

    @MainActor func link(to storage: AnyObject?, node: ViewNode) -> AnyObject {
        if let kept = storage as? AppStorageLocation<Value> {
            // A new evaluation may name another key or default.
            kept.settings = settings
            linked = kept
            return kept
        }
        let location = AppStorageLocation(settings: settings, node: node.handle)
        linked = location
        return location
    }
}

extension AppStorageBox: LinkedPropertyBox {}

/// Reads and writes one ``AppStorage`` key; reading inside a body makes the view depend on it.
final class AppStorageLocation<Value>: BindingLocation<Value> {
    var settings: AppStorageSettings<Value>
    /// The node whose environment names the default store.
    private let node: NodeHandle?
    private var warnedKeys: Set<String> = []

    init(settings: AppStorageSettings<Value>, node: NodeHandle?) {
        self.settings = settings
        self.node = node
    }

    /// The store this key is kept in.
    var store: UserDefaults {
        settings.store ?? node?.target?.environment.defaultAppStorage ?? .standard
    }

    override func get() -> Value {
        let store = self.store
        UserDefaultsWatch.shared.recordRead(of: settings.key, in: store)
        guard let object = store.object(forKey: settings.key) else { return settings.defaultValue }
        if let value = settings.coding.decode(object) { return value }
        if warnedKeys.insert(settings.key).inserted {
            Diagnostics.warn(
                "GtkUI: the UserDefaults key '\(settings.key)' holds a \(type(of: object)), not a \(Value.self); "
                    + "@AppStorage reads its default instead")
        }
        return settings.defaultValue
    }

    override func set(_ newValue: Value) {
        let store = self.store
        if let object = settings.coding.encode(newValue) {
            store.set(object, forKey: settings.key)
        } else {
            store.removeObject(forKey: settings.key)
        }
        UserDefaultsWatch.shared.didWrite(store)
    }
}
