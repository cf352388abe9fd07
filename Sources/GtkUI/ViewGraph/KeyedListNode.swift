/// A view that yields keyed rows, such as `ForEach`.
@MainActor
protocol KeyedRowSource: View {
    associatedtype Key: Hashable
    associatedtype RowContent: View

    /// Calls `body` with each row's key and a way to make its view, in order. Keys may repeat;
    /// the list keeps the first row of each key.
    func forEachRow(_ body: (Key, () -> RowContent) -> Void)

    /// Logs that `key` was found more than once.
    func reportDuplicate(_ key: Key)
}

/// Mounts keyed rows: rows are matched by key, so a kept row keeps its node, state and widgets
/// when it moves; new keys mount, vanished keys unmount.
///
/// Rows are matched by walking the old keys alongside the new ones; the key dictionary is
/// consulted only where the two differ. An insert, move or remove in a long list thus costs a
/// few lookups, and an update with the same keys none.
final class KeyedListNode<Source: KeyedRowSource>: ViewNode {
    private var keys: [Source.Key] = []
    private var children: [ViewNode] = []
    private var nodesByKey: [Source.Key: ViewNode] = [:]
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

    override func appendWidgets(to widgets: inout [WidgetPointer]) {
        for child in children { child.appendWidgets(to: &widgets) }
    }

    private func update(_ source: Source) {
        pass += 1
        let pass = pass
        var newKeys: [Source.Key] = []
        var newChildren: [ViewNode] = []
        newKeys.reserveCapacity(keys.count + 1)
        newChildren.reserveCapacity(keys.count + 1)
        var cursor = 0
        var keysChanged = false
        var reported = Set<Source.Key>()
        let environment = childEnvironment

        source.forEachRow { key, makeContent in
            var existing: ViewNode?
            if cursor < keys.count, keys[cursor] == key {
                existing = children[cursor]
                cursor += 1
            } else {
                keysChanged = true
                if let found = nodesByKey[key] {
                    existing = found
                    cursor = found.indexInKeyedList + 1
                }
            }
            let node: ViewNode
            if let existing {
                guard existing.keptInPass != pass else {
                    if reported.insert(key).inserted { source.reportDuplicate(key) }
                    return
                }
                node = reconcile(existing, typed: makeContent(), environment: environment)
                if node !== existing {
                    nodesByKey[key] = node
                    node.indexInKeyedList = existing.indexInKeyedList
                }
            } else {
                node = graph.makeNode(for: makeContent(), parent: self, environment: environment)
                nodesByKey[key] = node
            }
            node.keptInPass = pass
            newKeys.append(key)
            newChildren.append(node)
        }

        if keysChanged || newKeys.count != keys.count {
            for (index, node) in children.enumerated() where node.keptInPass != pass {
                node.unmount()
                if nodesByKey[keys[index]] === node { nodesByKey.removeValue(forKey: keys[index]) }
            }
            for (index, node) in newChildren.enumerated() { node.indexInKeyedList = index }
            keys = newKeys
            structureDidChange()
        }
        children = newChildren
    }
}
