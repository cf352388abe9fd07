/// Keeps the state of lazy rows by id while their widgets show other rows.
///
/// A row that scrolls away gives its node and widgets to a row that scrolls in, so the state
/// inside it (every `@State` and `@StateObject` of the views in the row) is set aside under the
/// row's key and handed back when that key is shown again, in any recycled node, as SwiftUI keeps
/// a lazy row's state by its identity. Once the key leaves the data its state is released.
@MainActor
struct RowStateVault {
    /// The state of one node that has dynamic properties, in the row's pre-order.
    struct NodeState {
        let viewType: ObjectIdentifier
        let storage: [AnyObject]
    }

    /// A row's kept state, and the row's index when it was last known, where a check after the
    /// data changed looks for the key first.
    private struct Kept {
        var states: [NodeState]
        var index: Int
    }

    private var saved: [RowKey: Kept] = [:]

    /// Sets aside the state in `row`'s subtree under `key`, noting that the row is at `index`;
    /// rows without state keep nothing.
    mutating func save(_ row: ViewNode, as key: RowKey, at index: Int) {
        var states: [NodeState] = []
        Self.walk(row) { node in
            guard let node = node as? any RowStateHolder, let storage = node.rowState else { return }
            states.append(NodeState(viewType: node.viewType, storage: storage))
        }
        if states.isEmpty {
            saved.removeValue(forKey: key)
        } else {
            saved[key] = Kept(states: states, index: index)
        }
    }

    /// Gives `row`'s subtree the state kept for `key`, or fresh state when there is none, and
    /// marks the nodes that changed for a rebuild. Nodes are matched in pre-order by view type;
    /// one that does not match starts fresh.
    mutating func restore(_ row: ViewNode, as key: RowKey) {
        let states = saved[key]?.states ?? []
        var next = 0
        Self.walk(row) { node in
            guard let node = node as? any RowStateHolder, node.rowState != nil else { return }
            var match: [AnyObject]?
            if next < states.count, states[next].viewType == node.viewType { match = states[next].storage }
            next += 1
            node.adoptRowState(match)
            node.invalidate()
        }
    }

    /// Whether state is kept for `key`.
    func holds(_ key: RowKey) -> Bool { saved[key] != nil }

    /// The number of rows whose state is kept.
    var count: Int { saved.count }

    /// Releases the state kept for keys that left the data, as SwiftUI releases a row's state
    /// when its id leaves the data, and notes where the others are now. `locate` answers a key's
    /// index in the new data, or nil when it is gone, given its last known index; it is asked
    /// once per key kept, not once per row of the data.
    mutating func release(locating locate: (RowKey, _ lastIndex: Int) -> Int?) {
        for (key, kept) in saved {
            if let index = locate(key, kept.index) {
                saved[key]?.index = index
            } else {
                saved.removeValue(forKey: key)
            }
        }
    }

    private static func walk(_ node: ViewNode, _ visit: (ViewNode) -> Void) {
        visit(node)
        node.forEachChild { walk($0, visit) }
    }
}

/// A node that keeps dynamic-property storage a recycled row can swap.
@MainActor
protocol RowStateHolder: ViewNode {
    /// The storage kept now; nil when the view has no dynamic properties.
    var rowState: [AnyObject]? { get }
    /// Replaces the storage with `saved`, or fresh storage when nil.
    func adoptRowState(_ saved: [AnyObject]?)
}

extension TypedViewNode: RowStateHolder {
    var rowState: [AnyObject]? { storage.kept.isEmpty ? nil : storage.kept }

    func adoptRowState(_ saved: [AnyObject]?) {
        storage.adopt(saved, view: view, info: info, node: self)
    }
}
