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

/// Mounts a ``PreferenceChangeReader``: collects the content's value once mounted, and again in
/// the update pass after a writer inside told it of a change. Only a value that is not the same
/// runs the action, so a change elsewhere in the tree evaluates nothing here.
final class PreferenceChangeReaderNode<Content: View, Key: PreferenceKey>:
    WrapperNode<PreferenceChangeReader<Content, Key>>
{
    /// The value the action last saw.
    private var value: Key.Value

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        wrapper: PreferenceChangeReader<Content, Key>
    ) {
        value = Key.defaultValue
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        readsPreferences = true
        // Writers mounted with the content have nothing to tell yet: this collects them all.
        isDirty = false
        guard let initial = childPreferenceValue(Key.self) else { return }
        value = initial
        // After the pass, as SwiftUI does: the action may write state of views being mounted.
        graph.afterPass { [weak self] in
            guard let self, self.isMounted else { return }
            self.wrapper.action(self.value)
        }
    }

    /// Names the modifier in warnings, rather than this generic node type.
    override var viewTypeName: String { "onPreferenceChange(\(Key.self))" }

    override func preferenceDidChange(_ key: ObjectIdentifier) {
        if key == ObjectIdentifier(Key.self) { invalidate() }
    }

    override func rebuild() {
        guard isDirty else { return }
        isDirty = false
        let current = childPreferenceValue(Key.self) ?? Key.defaultValue
        guard !wrapper.isSame(value, current) else { return }
        value = current
        wrapper.action(current)
    }
}
