/// The nodes whose last evaluation read a piece of state, to invalidate when it changes.
///
/// A node registered here also keeps the list, so that its next evaluation and its unmounting
/// take it out again: a list never holds nodes that no longer read it.
@MainActor
final class DependencyList {
    private struct Entry {
        let node: NodeHandle
        let generation: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether no node reads the value now.
    var isEmpty: Bool { entries.isEmpty }

    /// Records the node being evaluated right now, if any, as a reader.
    func recordRead() {
        guard let (node, generation) = ViewGraph.evaluating else { return }
        let handle = node.handle
        let key = ObjectIdentifier(handle)
        guard entries.updateValue(Entry(node: handle, generation: generation), forKey: key) == nil else { return }
        Diagnostics.liveDependencies.increment()
        node.didRegister(in: self)
    }

    /// Forgets `node` as a reader; called when it evaluates again or is unmounted.
    func remove(_ node: NodeHandle) {
        guard entries.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        Diagnostics.liveDependencies.decrement()
    }

    /// Invalidates every reader whose recorded evaluation is still its latest, then forgets them:
    /// a reader that reads again on its next evaluation records itself again.
    func notifyChange() {
        guard !entries.isEmpty else { return }
        let readers = entries.values
        entries.removeAll(keepingCapacity: true)
        Diagnostics.liveDependencies.subtract(readers.count)
        for entry in readers {
            entry.node.target?.dependencyChanged(generation: entry.generation)
        }
    }
}
