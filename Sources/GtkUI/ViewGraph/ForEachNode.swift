/// A view that yields keyed rows, such as `ForEach`.
@MainActor
protocol KeyedRowSource: View {
    associatedtype Key: Hashable
    associatedtype RowContent: View

    /// Calls `body` with each row's key and a way to make its view, in order. Keys may repeat;
    /// the list passes the row's occurrence of its key (0 for the first) to the maker.
    func forEachRow(_ body: (Key, (_ occurrence: Int) -> RowContent) -> Void)

    /// Logs that `key` was found more than once.
    func reportDuplicate(_ key: Key)
}

/// Mounts keyed rows: rows are matched by key, so a kept row keeps its node, state and widgets
/// when it moves; new keys mount, vanished keys unmount.
///
/// Rows are matched by walking the old keys alongside the new ones; the key dictionary is
/// consulted only where the two differ. An insert, move or remove in a long list thus costs a
/// few lookups, and an update with the same keys none.
///
/// A key may repeat: every row is shown, and a row's identity is its key together with its
/// occurrence of that key (0 for the first row with the key, 1 for the next, …). Repeats are
/// found without hashing every key: the first row of a key is matched as usual, and only a row
/// whose key's first row was already kept in this pass is counted.
final class ForEachNode<Source: KeyedRowSource>: ViewNode {
    private var keys: [Source.Key] = []
    /// Each row's occurrence of its key, parallel to `keys`; empty while no key repeats, which
    /// keeps the common case free of the extra array.
    private var occurrences: [Int] = []
    private var children: [ViewNode] = []
    /// The first row of each key.
    private var nodesByKey: [Source.Key: ViewNode] = [:]
    /// The later rows of repeated keys: occurrence n is at index n - 1.
    private var repeats: [Source.Key: [ViewNode]] = [:]
    /// Keys already reported as repeated, so each gets one warning for the list's lifetime.
    private var reportedKeys = Set<Source.Key>()
    private var pass = 0

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, source: Source) {
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Source.self))
        update(source)
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        self.environment = environment
        guard let source = view as? Source else { return }
        update(source)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach(body)
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        for child in children { child.appendWidgets(to: &widgets) }
    }

    private func update(_ source: Source) {
        pass += 1
        let pass = pass
        var newKeys: [Source.Key] = []
        var newOccurrences: [Int] = []
        var newChildren: [ViewNode] = []
        newKeys.reserveCapacity(keys.count + 1)
        newChildren.reserveCapacity(keys.count + 1)
        var newRepeats: [Source.Key: [ViewNode]] = [:]
        var cursor = 0
        var keysChanged = false
        let environment = childEnvironment

        source.forEachRow { key, makeContent in
            var existing: ViewNode?
            var occurrence = 0
            if cursor < keys.count, keys[cursor] == key, occurrences.isEmpty || occurrences[cursor] == 0,
                children[cursor].keptInPass != pass
            {
                existing = children[cursor]
                cursor += 1
            } else {
                let first = nodesByKey[key]
                if let first, first.keptInPass == pass {
                    // A repeat: its identity is its occurrence of the key.
                    occurrence = (newRepeats[key]?.count ?? 0) + 1
                    if reportedKeys.insert(key).inserted { source.reportDuplicate(key) }
                    if let previous = repeats[key], occurrence <= previous.count {
                        existing = previous[occurrence - 1]
                    }
                } else {
                    existing = first
                }
                if let existing, cursor < children.count, children[cursor] === existing {
                    cursor += 1  // a repeat in its old place
                } else {
                    keysChanged = true
                    if let existing { cursor = existing.indexInKeyedList + 1 }
                }
            }
            let node: ViewNode
            if let existing {
                node = reconcile(existing, typed: makeContent(occurrence), environment: environment)
                if node !== existing { node.indexInKeyedList = existing.indexInKeyedList }
            } else {
                node = graph.makeNode(for: makeContent(occurrence), parent: self, environment: environment)
            }
            if occurrence == 0 {
                if node !== existing { nodesByKey[key] = node }
            } else {
                newRepeats[key, default: []].append(node)
            }
            node.keptInPass = pass
            if occurrence > 0 && newOccurrences.isEmpty {
                newOccurrences = Array(repeating: 0, count: newKeys.count)
            }
            if !newOccurrences.isEmpty { newOccurrences.append(occurrence) }
            newKeys.append(key)
            newChildren.append(node)
        }

        if keysChanged || newKeys.count != keys.count {
            for (index, node) in children.enumerated() where node.keptInPass != pass {
                node.unmount()
                if occurrences.isEmpty || occurrences[index] == 0, nodesByKey[keys[index]] === node {
                    nodesByKey.removeValue(forKey: keys[index])
                }
            }
            for (index, node) in newChildren.enumerated() { node.indexInKeyedList = index }
            keys = newKeys
            occurrences = newOccurrences
            structureDidChange()
        }
        // Also when the keys stayed: a repeat whose view type changed has a new node.
        if !repeats.isEmpty || !newRepeats.isEmpty { repeats = newRepeats }
        children = newChildren
    }
}
