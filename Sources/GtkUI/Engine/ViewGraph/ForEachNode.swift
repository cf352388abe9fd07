/// A view that yields keyed rows, such as `ForEach`.
@MainActor
protocol KeyedRowSource: View {
    associatedtype Key: Hashable
    associatedtype RowContent: View

    /// The number of rows.
    var rowCount: Int { get }

    /// The key of the row at `offset`. Keys may repeat.
    func key(at offset: Int) -> Key

    /// Makes the view of the row at `offset`, the `occurrence`th row with its key (0 for the
    /// first).
    func makeRow(at offset: Int, occurrence: Int) -> RowContent

    /// Logs that `key` was found more than once.
    func reportDuplicate(_ key: Key)

    /// What the rows are made from: one element per row.
    associatedtype Element

    /// The address of the code that makes a row from an element, when that code captures
    /// nothing: two sources with the same address make equal rows from elements with the same
    /// bytes. Nil when the rows cannot be compared that way.
    var rowCode: UInt? { get }

    /// Whether this source's elements are `previous`'s storage itself, so none changed.
    func hasSameStorage(as previous: Self) -> Bool

    /// Copies of the elements in `range`, in storage of their own, so that keeping them does not
    /// share the caller's storage.
    func copyElements(_ range: Range<Int>) -> ContiguousArray<Element>

    /// Whether the element at `offset` has the same bytes as `kept`.
    func element(at offset: Int, isSameAs kept: Element) -> Bool

    /// How many elements at the start and at the end have the same bytes as `kept`'s there;
    /// together at most the shorter count.
    func sharedEnds(with kept: ContiguousArray<Element>) -> (prefix: Int, suffix: Int)
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
/// capture-free closure (``KeyedRowSource/rowCode``): its view would be equal, so the
/// row is kept as it is, and a change to one element of a long list makes and compares that
/// row alone, and an insert or remove compares elements from both ends (a memory comparison
/// over contiguous storage) and matches only the rows between. The closures run as a tracked evaluation of this node, so state or models they
/// read update the list; while they read any, every row is made again on every update.
///
/// The elements are compared with copies the node keeps in storage of its own, not with the
/// caller's collection: the source itself is let go of when a model it came from is about to
/// change (``ViewGraph/releaseValues(below:)``), so a write to one element of the model's array
/// does not copy the array.
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
    /// The source the rows were last made from: to make them again when state the row closures
    /// read changes, and to tell an unchanged storage at once. Let go of before a model write.
    private var previous: Source?
    /// Copies of the elements the rows were made from, by row, in storage of this node's own;
    /// kept only while the rows come from capture-free code (``keptRowCode``).
    private var keptElements: ContiguousArray<Source.Element> = []
    /// The ``KeyedRowSource/rowCode`` the kept elements' rows were made by; nil when none are kept.
    private var keptRowCode: UInt?
    /// Whether the last run of the row closures read state or an observable model.
    private var rowsReadState = false
    /// The rows' widgets, one per row, as last collected or patched: collecting them walks every
    /// row's nodes, which in a long list costs more than the rest of a keyed change.
    private var widgetCache: [MountedChild] = []
    /// ``ViewGraph/structureChanges`` when ``widgetCache`` was right; -1 when it is not kept.
    private var widgetCacheStamp = -1

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, source: Source) {
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Source.self))
        update(source)
        graph.registerValueHolder(self)
    }

    override var canReleaseHeldValue: Bool { true }

    override func releaseHeldValue() {
        previous = nil
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
        // Without the source (let go of before a model write), the parent gives the next one.
        guard isDirty, let previous else { return }
        // State a row closure read changed: make every row again.
        update(previous, environmentChanged: true)
    }

    override func didRegister(in list: DependencyList) {
        rowsReadState = true
        super.didRegister(in: list)
    }

    override func didUnmount() {
        graph.unregisterValueHolder(self)
        previous = nil
        keptElements = []
        widgetCache = []
        super.didUnmount()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach(body)
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        if widgetCacheStamp == graph.structureChanges, widgetCache.count == children.count {
            widgets.append(contentsOf: widgetCache)
            return
        }
        let start = widgets.count
        var onePerRow = true
        for child in children {
            let before = widgets.count
            child.appendWidgets(to: &widgets)
            if widgets.count != before + 1 { onePerRow = false }
        }
        if onePerRow {
            widgetCache = Array(widgets[start...])
            widgetCacheStamp = graph.structureChanges
        } else {
            widgetCache = []
            widgetCacheStamp = -1
        }
    }

    /// Brings the kept widgets of the rows in line after the rows between `range` of the old
    /// rows became `rows`; forgets them unless every row still gives one widget. A row left
    /// untouched takes its kept widget from its old position, without walking its nodes.
    private func patchWidgetCache(replacing range: Range<Int>, with rows: [ViewNode], untouchedFrom: [Int]) {
        var widgets: [MountedChild] = []
        widgets.reserveCapacity(rows.count)
        for (position, row) in rows.enumerated() {
            let oldIndex = untouchedFrom[position]
            if oldIndex >= 0 {
                widgets.append(widgetCache[oldIndex])
                continue
            }
            let before = widgets.count
            row.appendWidgets(to: &widgets)
            guard widgets.count == before + 1 else {
                widgetCache = []
                widgetCacheStamp = -1
                return
            }
        }
        widgetCache.replaceSubrange(range, with: widgets)
        widgetCacheStamp = graph.structureChanges
    }

    private func update(_ source: Source, environmentChanged: Bool = true) {
        // Rows may be kept as they are only when nothing but elements can have changed them.
        let rowCode = source.rowCode
        let reusable = !isDirty && !environmentChanged && !rowsReadState && rowCode != nil && rowCode == keptRowCode
        isDirty = false
        let held = previous
        previous = source
        if reusable, let held, source.hasSameStorage(as: held) { return }
        rowsReadState = false
        tracked { updateRows(source, reusable: reusable) }
        keptRowCode = rowCode
        // Known per view type: conservative when another list of this type read a model.
        if ViewGraph.observableReaderTypes.contains(viewType) { rowsReadState = true }
    }

    /// Whether a key of the new middle rows belongs to an old row outside `oldMiddle` (the old
    /// list has no repeats). Walks the old middle alongside, so the dictionary is asked only
    /// where the two differ.
    private func middleRepeatsAnEnd(_ middleKeys: [Source.Key], oldKeys: [Source.Key], oldMiddle: Range<Int>) -> Bool {
        var cursor = oldMiddle.lowerBound
        for key in middleKeys {
            if cursor < oldMiddle.upperBound, oldKeys[cursor] == key {
                cursor += 1
                continue
            }
            if let node = nodesByKey[key], !oldMiddle.contains(node.indexInKeyedList) { return true }
        }
        return false
    }

    private func updateRows(_ source: Source, reusable: Bool) {
        pass += 1
        let pass = pass
        // Moved out, so that changing them in place below copies nothing.
        var oldKeys: [Source.Key] = []
        var oldChildren: [ViewNode] = []
        swap(&oldKeys, &keys)
        swap(&oldChildren, &children)
        let oldOccurrences = occurrences
        let oldCount = oldKeys.count
        // Right only if no subtree anywhere changed its widgets since they were collected.
        let widgetCacheIsRight = widgetCacheStamp == graph.structureChanges && widgetCache.count == oldCount
        let count = source.rowCount

        // Rows at both ends whose elements kept their bytes stay as they are; only the middle,
        // where the elements changed, is matched by key.
        var prefix = 0
        var suffix = 0
        if reusable, oldOccurrences.isEmpty {
            (prefix, suffix) = source.sharedEnds(with: keptElements)
        }
        var middleKeys: [Source.Key] = []
        middleKeys.reserveCapacity(count - prefix - suffix)
        for offset in prefix..<(count - suffix) { middleKeys.append(source.key(at: offset)) }
        if prefix + suffix > 0 {
            // A middle key that a kept end row has is a new repeat: match the whole list instead.
            if middleRepeatsAnEnd(middleKeys, oldKeys: oldKeys, oldMiddle: prefix..<(oldCount - suffix)) {
                prefix = 0
                suffix = 0
                middleKeys = (0..<count).map { source.key(at: $0) }
            }
        }
        let oldEnd = oldCount - suffix

        var newKeys: [Source.Key] = []
        var newOccurrences: [Int] = []
        var newChildren: [ViewNode] = []
        newKeys.reserveCapacity(middleKeys.count)
        newChildren.reserveCapacity(middleKeys.count)
        var newRepeats: [Source.Key: [ViewNode]] = [:]
        // Each middle row's old position when it was kept untouched (its widgets are the kept
        // ones), else -1.
        var untouchedFrom: [Int] = []
        untouchedFrom.reserveCapacity(middleKeys.count)
        var cursor = prefix
        var keysChanged = false
        let environment = childEnvironment

        for (position, key) in middleKeys.enumerated() {
            let offset = prefix + position
            var existing: ViewNode?
            var occurrence = 0
            // Rows already kept (moved here earlier in this pass) are passed over.
            while cursor < oldEnd, oldChildren[cursor].keptInPass == pass { cursor += 1 }
            if cursor < oldEnd, oldKeys[cursor] == key, oldOccurrences.isEmpty || oldOccurrences[cursor] == 0,
                oldChildren[cursor].keptInPass != pass
            {
                existing = oldChildren[cursor]
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
                if let existing, cursor < oldEnd, oldChildren[cursor] === existing {
                    cursor += 1  // a repeat in its old place
                } else {
                    keysChanged = true
                    // The walk goes on after the row found, unless that row moved here from
                    // further on: then the next row is the one at the cursor, and the walk stays.
                    let movedHere =
                        cursor < oldEnd && position + 1 < middleKeys.count
                        && middleKeys[position + 1] == oldKeys[cursor]
                    if let existing, existing.indexInKeyedList >= cursor, !movedHere {
                        cursor = existing.indexInKeyedList + 1
                    }
                }
            }
            let node: ViewNode
            if let existing, reusable, existing.indexInKeyedList < keptElements.count,
                source.element(at: offset, isSameAs: keptElements[existing.indexInKeyedList])
            {
                node = existing
                untouchedFrom.append(existing.indexInKeyedList)
            } else if let existing {
                Diagnostics.rowEvaluations.increment()
                untouchedFrom.append(-1)
                node = reconcile(
                    existing, typed: source.makeRow(at: offset, occurrence: occurrence), environment: environment)
                if node !== existing { node.indexInKeyedList = existing.indexInKeyedList }
            } else {
                Diagnostics.rowEvaluations.increment()
                untouchedFrom.append(-1)
                node = graph.makeNode(
                    for: source.makeRow(at: offset, occurrence: occurrence), parent: self, environment: environment)
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

        if keysChanged || newKeys.count != oldEnd - prefix {
            for index in prefix..<oldEnd where oldChildren[index].keptInPass != pass {
                let node = oldChildren[index]
                node.unmount()
                if oldOccurrences.isEmpty || oldOccurrences[index] == 0, nodesByKey[oldKeys[index]] === node {
                    nodesByKey.removeValue(forKey: oldKeys[index])
                }
            }
            oldKeys.replaceSubrange(prefix..<oldEnd, with: newKeys)
            oldChildren.replaceSubrange(prefix..<oldEnd, with: newChildren)
            // Rows after the middle moved by the change in length.
            let end = count == oldCount ? prefix + newChildren.count : count
            for index in prefix..<end { oldChildren[index].indexInKeyedList = index }
            occurrences =
                newOccurrences.isEmpty
                ? []
                : Array(repeating: 0, count: prefix) + newOccurrences + Array(repeating: 0, count: suffix)
            keys = oldKeys
            children = oldChildren
            structureDidChange()
        } else {
            // The same keys; a row whose view type changed has a new node.
            oldChildren.replaceSubrange(prefix..<oldEnd, with: newChildren)
            keys = oldKeys
            children = oldChildren
        }
        // Rows outside the middle were not touched, so their widgets are still the kept ones.
        if widgetCacheIsRight {
            patchWidgetCache(replacing: prefix..<oldEnd, with: newChildren, untouchedFrom: untouchedFrom)
        }
        // Also when the keys stayed: a repeat whose view type changed has a new node.
        if !repeats.isEmpty || !newRepeats.isEmpty { repeats = newRepeats }
        keepElements(of: source, reusable: reusable, replacing: prefix..<oldEnd, suffix: suffix)
    }

    /// Brings the kept elements in line with `source`: only the middle, where the elements
    /// changed, is copied when the rows were compared; all of them otherwise.
    private func keepElements(of source: Source, reusable: Bool, replacing oldMiddle: Range<Int>, suffix: Int) {
        guard source.rowCode != nil else {
            keptElements = []
            return
        }
        let count = source.rowCount
        if reusable, oldMiddle.upperBound <= keptElements.count {
            keptElements.replaceSubrange(oldMiddle, with: source.copyElements(oldMiddle.lowerBound..<(count - suffix)))
        } else {
            keptElements = source.copyElements(0..<count)
        }
    }
}
