/// The one channel for values that go up the tree: preferences.
///
/// A writer node counts itself in ``ViewNode/preferenceWriters`` of itself and every ancestor, so
/// a reader collects a key by walking only the subtrees that write it, in tree order, combining
/// siblings with the key's `reduce`. A writer whose value may have changed tells the ancestors
/// that read preferences; they collect again and re-evaluate only when their value changed.
extension ViewNode {
    /// The children's values for `key`, combined in tree order; nil when none writes it.
    final func childPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let id = ObjectIdentifier(key)
        // Gathered first and combined outside the closure: `reduce` is nonisolated, and values
        // captured by the main-actor closure could not be handed to it.
        var values: [K.Value] = []
        forEachChild { child in
            guard child.preferenceWriters[id] != nil, let value = child.preferenceValue(key) else { return }
            values.append(value)
        }
        guard var combined = values.first else { return nil }
        for value in values.dropFirst() {
            K.reduce(value: &combined) { value }
        }
        return combined
    }

    /// Counts a writer of `key` at this node into this subtree and every enclosing one, or out
    /// of them for a negative `delta`.
    final func countPreferenceWriter(_ key: ObjectIdentifier, by delta: Int) {
        var node: ViewNode? = self
        while let current = node {
            let count = current.preferenceWriters[key, default: 0] + delta
            current.preferenceWriters[key] = count > 0 ? count : nil
            node = current.parent
        }
    }

    /// Tells the ancestors that read preferences that this node's value for `key` may have changed.
    final func preferenceMayHaveChanged(_ key: ObjectIdentifier) {
        var node = parent
        while let current = node {
            if current.readsPreferences { current.preferenceDidChange(key) }
            node = current.parent
        }
    }
}
