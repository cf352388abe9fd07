/// Reads the preference `Key` of its content and runs `action` with each new value. Behind
/// ``View/onPreferenceChange(_:perform:)`` and the views that read a preference for their body.
/// Adds no widget; the content's preferences still reach the views around it.
struct PreferenceChangeReader<Content: View, Key: PreferenceKey>: View, ContentWrapper {
    let content: Content
    /// Whether two values are the same, so that no action runs.
    let isSame: (Key.Value, Key.Value) -> Bool
    let action: (Key.Value) -> Void
}

extension PreferenceChangeReader: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PreferenceChangeReaderNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// Mounts a ``PreferenceChangeReader``: collects the content's value in the pass that mounted
/// it, and again in the pass after a writer inside told it of a change. Only a value that is not the same
/// runs the action, so a change elsewhere in the tree evaluates nothing here.
final class PreferenceChangeReaderNode<Content: View, Key: PreferenceKey>:
    WrapperNode<PreferenceChangeReader<Content, Key>>
{
    /// The value the action last saw.
    private var value: Key.Value
    /// Whether the action has seen a value yet: the first one it sees is the first set.
    private var hasReported = false

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        wrapper: PreferenceChangeReader<Content, Key>
    ) {
        value = Key.defaultValue
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        readsPreferences = true
        // The content's writers are all mounted now: they are read in this pass, once mounting
        // is done, so that the action may write state of the views being mounted.
        invalidate()
    }

    /// Names the modifier in warnings, rather than this generic node type.
    override var viewTypeName: String { "onPreferenceChange(\(Key.self))" }

    override func preferenceDidChange(_ key: ObjectIdentifier) {
        if key == ObjectIdentifier(Key.self) { invalidate() }
    }

    override func rebuild() {
        guard isDirty else { return }
        isDirty = false
        let collected = childPreferenceValue(Key.self)
        if !hasReported {
            // Nothing set yet: no action, as nothing changed from the default.
            guard let collected else { return }
            hasReported = true
            value = collected
            return wrapper.action(collected)
        }
        let current = collected ?? Key.defaultValue
        guard !wrapper.isSame(value, current) else { return }
        value = current
        wrapper.action(current)
    }
}

extension View {
    /// Runs `action` with the combined value of the preference `key` of the views inside, as
    /// ``View/onPreferenceChange(_:perform:)`` does, for values that cannot be compared: every
    /// collection after a writer inside changed runs it.
    func readingPreference<K: PreferenceKey>(_ key: K.Type, perform action: @escaping (K.Value) -> Void)
        -> some View
    {
        PreferenceChangeReader<Self, K>(content: self, isSame: { _, _ in false }, action: action)
    }
}
