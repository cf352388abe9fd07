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

    /// Whether this source makes a row from an element exactly as `previous` did: both use the
    /// same code and it captures nothing, so equal elements make equal rows.
    func makesRows(like previous: Self) -> Bool

    /// Whether this source's elements are `previous`'s storage itself, so none changed.
    func hasSameStorage(as previous: Self) -> Bool

    /// Whether the element at `offset` has the same bytes as `previous`'s at `previousOffset`.
    func element(at offset: Int, isSameAs previousOffset: Int, in previous: Self) -> Bool
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
///
/// A row whose element did not change is not made again when the rows come from the same
/// capture-free closure (``KeyedRowSource/makesRows(like:)``): its view would be equal, so the
/// row is kept as it is, and a change to one element of a long list makes and compares that
/// row alone. The closures run as a tracked evaluation of this node, so state or models they
/// read update the list; while they read any, every row is made again on every update.
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
    /// The source the rows were last made from, to compare elements with.
    private var previous: Source?
    /// Whether the last run of the row closures read state or an observable model.
    private var rowsReadState = false

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, source: Source) {
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Source.self))
        update(source)
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        let environmentChanged = environment.identity != self.environment.identity
        self.environment = environment
        guard let source = view as? Source else { return }
        update(source, environmentChanged: environmentChanged)
    }

    override func update<T: View>(typed view: T, environment: EnvironmentValues) {
        guard let source = ViewTypeInfo.same(view, as: Source.self) else {
            return update(with: view, environment: environment)
        }
        let environmentChanged = environment.identity != self.environment.identity
        self.environment = environment
        update(source, environmentChanged: environmentChanged)
    }

    override func rebuild() {
        guard isDirty, let previous else { return }
        // State a row closure read changed: make every row again.
        update(previous, environmentChanged: true)
    }

    override func didRegister(in list: DependencyList) {
        rowsReadState = true
        super.didRegister(in: list)
    }

    override func didUnmount() {
        previous = nil
        super.didUnmount()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach(body)
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        for child in children { child.appendWidgets(to: &widgets) }
    }

    private func update(_ source: Source, environmentChanged: Bool = true) {
        // Rows may be kept as they are only when nothing but elements can have changed them.
        var reusable: Source?
        if !isDirty, !environmentChanged, !rowsReadState, let previous, source.makesRows(like: previous) {
            reusable = previous
        }
        isDirty = false
        previous = source
        if let reusable, source.hasSameStorage(as: reusable) { return }
        rowsReadState = false
        tracked { updateRows(source, reusable: reusable) }
        // Known per view type: conservative when another list of this type read a model.
        if ViewGraph.observableReaderTypes.contains(viewType) { rowsReadState = true }
    }

    private func updateRows(_ source: Source, reusable: Source?) {
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
            if let existing, let reusable,
                source.element(at: newKeys.count, isSameAs: existing.indexInKeyedList, in: reusable)
            {
                node = existing
            } else if let existing {
                Diagnostics.rowEvaluations.increment()
                node = reconcile(existing, typed: makeContent(occurrence), environment: environment)
                if node !== existing { node.indexInKeyedList = existing.indexInKeyedList }
            } else {
                Diagnostics.rowEvaluations.increment()
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
