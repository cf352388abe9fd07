/// A view that yields keyed rows, such as `ForEach`.
@MainActor
protocol KeyedRowSource: View {
    associatedtype Key: Hashable
    /// The rows in order, keys unique.
    func rows() -> [(key: Key, view: any View)]
}

extension ForEach: KeyedRowSource {}

/// Mounts keyed rows: rows are matched by key, so a kept row keeps its node, state and widgets
/// when it moves; new keys mount, vanished keys unmount.
final class KeyedListNode<Source: KeyedRowSource>: ViewNode {
    private var keys: [Source.Key] = []
    private var nodes: [Source.Key: ViewNode] = [:]

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, source: Source) {
        super.init(graph: graph, parent: parent, environment: environment)
        let rows = source.rows()
        keys = rows.map(\.key)
        nodes.reserveCapacity(rows.count)
        for row in rows {
            nodes[row.key] = graph.makeNode(for: row.view, parent: self, environment: environment)
        }
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(Source.self) }

    override func update(with view: any View, environment: EnvironmentValues) {
        self.environment = environment
        guard let source = view as? Source else { return }
        let rows = source.rows()
        var structureChanged = false
        var kept = [Source.Key: ViewNode](minimumCapacity: rows.count)
        for row in rows {
            if let existing = nodes.removeValue(forKey: row.key) {
                kept[row.key] = reconcile(existing, with: row.view)
            } else {
                kept[row.key] = graph.makeNode(for: row.view, parent: self, environment: environment)
                structureChanged = true
            }
        }
        for removed in nodes.values {
            removed.unmount()
            structureChanged = true
        }
        let newKeys = rows.map(\.key)
        if structureChanged || newKeys != keys {
            structureDidChange()
        }
        keys = newKeys
        nodes = kept
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for key in keys {
            if let node = nodes[key] { body(node) }
        }
    }
}
