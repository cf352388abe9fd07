/// The nodes whose last evaluation read a piece of state, to invalidate when it changes.
@MainActor
struct DependencyList {
    private struct Entry {
        let node: NodeHandle
        let generation: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Records the node being evaluated right now, if any, as a reader.
    mutating func recordRead() {
        guard let (node, generation) = ViewGraph.evaluating else { return }
        let handle = node.handle
        entries[ObjectIdentifier(handle)] = Entry(node: handle, generation: generation)
    }

    /// Invalidates every reader whose recorded evaluation is still its latest, then forgets them:
    /// a reader that reads again on its next evaluation records itself again.
    mutating func notifyChange() {
        guard !entries.isEmpty else { return }
        let readers = entries.values
        entries.removeAll(keepingCapacity: true)
        for entry in readers {
            entry.node.target?.dependencyChanged(generation: entry.generation)
        }
    }
}
