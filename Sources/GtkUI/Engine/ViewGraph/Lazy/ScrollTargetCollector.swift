/// The preference through which the places a reader above can scroll to announce themselves: a
/// lazy container, which finds its rows by id, and a view given an id with `.id(_:)`.
///
/// The reader (`ScrollViewReader`) puts its key in the environment
/// (``EnvironmentValues/scrollTargetCollector``); the nodes that are such places write to the key
/// they find there, ahead of their children's values. So the engine names no reader, and views
/// outside a reader pay nothing.
protocol ScrollTargetCollector: PreferenceKey {
    /// The value a place writes: its own entry, then what its children wrote (nil: none).
    @MainActor static func value(for place: ScrollPlace, before children: Value?) -> Value
}

extension ScrollTargetCollector {
    /// What `node`, the place `place`, answers when asked for `key`: its entry ahead of its
    /// children's values when `key` is this collector, else nil.
    @MainActor static func value<K: PreferenceKey>(
        as key: K.Type, for place: ScrollPlace, in node: ViewNode
    ) -> K.Value? {
        guard K.self == Self.self else { return nil }
        return value(for: place, before: node.childPreferenceValue(Self.self)) as? K.Value
    }

    /// The key's identity, by which writers are counted.
    static var keyIdentity: ObjectIdentifier { ObjectIdentifier(Self.self) }
}

/// A place a ``ScrollTargetCollector`` collects.
@MainActor
enum ScrollPlace {
    /// A view given `id`, mounted as `node`.
    case view(id: AnyHashable, node: NodeHandle)
    /// A container that scrolls to its own rows.
    case container(any ScrollTarget)
}

private struct ScrollTargetCollectorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetCollector.Type)? { nil }
}

extension EnvironmentValues {
    /// The preference that a reader around these views collects scroll targets in; nil outside
    /// any reader.
    var scrollTargetCollector: (any ScrollTargetCollector.Type)? {
        get { self[ScrollTargetCollectorKey.self] }
        set { self[ScrollTargetCollectorKey.self] = newValue }
    }
}
