/// Writes the preference `Key` for its content: the content's combined value (or the key's
/// default) passed through `transform`. Behind ``View/preference(key:value:)`` and
/// ``View/transformPreference(_:_:)``, and behind the built-ins that pass values up the tree
/// (focused values, keyboard shortcuts), whose values name the view that set them through the
/// ``PreferenceSource`` that `transform` receives. Adds no widget.
struct PreferenceTransform<Content: View, Key: PreferenceKey>: View, ContentWrapper {
    let content: Content
    /// Receives the writer's source when a reader collects the value, and nil when the output is
    /// only compared (see `isSameOutput`).
    let transform: (inout Key.Value, PreferenceSource?) -> Void
    /// Whether this writer gives the same output as `previous` for the same content, when that
    /// can be known (a fixed value that is Equatable); a transform closure cannot be compared.
    let isSameOutput: (PreferenceTransform) -> Bool
}

extension PreferenceTransform: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PreferenceTransformNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Mounts a ``PreferenceTransform``: counts itself as a writer of `Key` while mounted and tells
/// the reading ancestors when its output may have changed.
final class PreferenceTransformNode<Content: View, Key: PreferenceKey>: WrapperNode<PreferenceTransform<Content, Key>> {
    private static var key: ObjectIdentifier { ObjectIdentifier(Key.self) }
    /// Made when a transform first asks; most writers never name themselves.
    private lazy var source = PreferenceSource(self)

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        wrapper: PreferenceTransform<Content, Key>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        countPreferenceWriter(Self.key, by: 1)
        preferenceMayHaveChanged(Self.key)
    }

    override func wrapperDidChange(from old: PreferenceTransform<Content, Key>) {
        // A change inside the content was told by the writers there; this one tells its own.
        if !wrapper.isSameOutput(old) { preferenceMayHaveChanged(Self.key) }
    }

    override func didUnmount() {
        countPreferenceWriter(Self.key, by: -1)
        preferenceMayHaveChanged(Self.key)
    }

    override func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard K.self == Key.self else { return childPreferenceValue(key) }
        var value = childPreferenceValue(Key.self) ?? Key.defaultValue
        wrapper.transform(&value, source)
        return value as? K.Value
    }
}
