/// The rows of a lazy container's content, described without making them: a few segments, each
/// a run of rows from one source (a `ForEach`, or one static view). Building a plan costs one step
/// per source, not per row, so a list of 100,000 elements is described in constant time.
@MainActor
struct LazyRowPlan {
    /// What a row is for: lists style headers and footers apart and never select them.
    enum Role {
        case row
        case header
        case footer
    }

    /// A run of rows from one source.
    struct Segment {
        /// The number of rows.
        let count: Int
        /// The structural position of the source (``RowKey/source``).
        let source: Int
        let role: Role
        /// The id of the row at an offset within the segment.
        let id: (Int) -> AnyHashable
        /// The offset of the first row whose id is the given one, or nil: a table made once
        /// (``RowIDTable``), not a scan.
        let offsetOfID: (AnyHashable) -> Int?
        /// Makes the view of the row at an offset within the segment.
        let makeView: (Int) -> any View
        /// How deep the row is in an outline; nil for a flat source.
        let depth: ((Int) -> Int)?
        /// The actions the source offers for editing its rows, if any.
        var editing: RowEditing?
    }

    private(set) var segments: [Segment] = []
    /// The index of each segment's first row.
    private var starts: [Int] = []
    /// The number of rows.
    private(set) var count = 0

    /// What the sources keep across updates.
    let store: LazySourceStore
    /// The rows by id and by key, made when first asked.
    private let idIndex = PlanIDIndex()

    /// The ids of rows evaluated, by every plan, to find rows by id or key: what tests count to
    /// see that finding rows does not scan the data.
    static var idEvaluations = 0

    /// Describes the rows of `content`; sources keep their own state in `store`.
    init(content: any View, store: LazySourceStore) {
        self.store = store
        append(content, source: 1)
    }

    /// Adds a run of rows.
    mutating func append(_ segment: Segment) {
        guard segment.count > 0 else { return }
        starts.append(count)
        segments.append(segment)
        count += segment.count
    }

    /// Adds the rows `view` contributes: a row source adds its own, any other view is one row.
    mutating func append(_ view: any View, source: Int) {
        if let rows = view as? any LazyRowSource {
            rows.appendRows(to: &self, source: source)
        } else {
            appendSingle(view, source: source, role: .row)
        }
    }

    /// Adds `view` as one row.
    mutating func appendSingle(_ view: any View, source: Int, role: Role) {
        append(
            Segment(
                count: 1, source: source, role: role, id: { _ in AnyHashable(StaticRowID(source: source)) },
                offsetOfID: { ($0.base as? StaticRowID)?.source == source ? 0 : nil }, makeView: { _ in view },
                depth: nil,
                editing: nil))
    }

    /// The segment holding row `index` and the row's offset within it.
    func locate(_ index: Int) -> (segment: Segment, offset: Int) {
        // Few segments: a binary search is plenty.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (segments[low], index - starts[low])
    }

    /// The index of the first row of segment `segment`.
    func start(ofSegment segment: Int) -> Int { starts[segment] }

    /// The key of row `index`.
    func key(at index: Int) -> RowKey {
        let (segment, offset) = locate(index)
        Self.idEvaluations += 1
        return RowKey(source: segment.source, id: segment.id(offset))
    }

    /// The first row whose id is `id`, or nil; the first question makes a table of every row's id
    /// (see ``PlanIDIndex``), the others cost a few look-ups.
    func index(ofID id: AnyHashable) -> Int? { idIndex.index(of: id, in: self) }

    /// The row whose key is `key`, or nil when no row has it: the way a position kept by key
    /// finds its row after the data changed.
    func index(ofKey key: RowKey) -> Int? { idIndex.index(of: key, in: self) }

    /// The row within `distance` of `index` whose key is `key`, nearest first, or nil: a few id
    /// evaluations, for a key whose row was at `index` before the data changed.
    func index(ofKey key: RowKey, near index: Int, within distance: Int) -> Int? {
        guard count > 0 else { return nil }
        for step in 0...(2 * distance) {
            // 0, +1, -1, +2, -2, …
            let candidate = index + (step % 2 == 0 ? -step / 2 : (step + 1) / 2)
            guard (0..<count).contains(candidate) else { continue }
            if self.key(at: candidate) == key { return candidate }
        }
        return nil
    }

    /// Makes the view of row `index`.
    func view(at index: Int) -> any View {
        let (segment, offset) = locate(index)
        return segment.makeView(offset)
    }

    /// The structural position of the `index`th child of the source at `source`.
    static func child(_ index: Int, of source: Int) -> Int {
        source &* 31 &+ index &+ 1
    }
}

/// A view that contributes rows to a lazy container without being one row itself: `ForEach`,
/// tuples, conditions, groups and sections.
@MainActor
protocol LazyRowSource {
    /// Appends this view's rows to `plan`, as the source at structural position `source`.
    func appendRows(to plan: inout LazyRowPlan, source: Int)
}

extension TupleView: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        for (index, child) in children.enumerated() {
            plan.append(child, source: LazyRowPlan.child(index, of: source))
        }
    }
}

extension EmptyView: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {}
}

extension Group: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        plan.append(content, source: source)
    }
}

extension ConditionalContent: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        let (branch, view) = active
        plan.append(view, source: LazyRowPlan.child(branch, of: source))
    }
}

extension Optional: LazyRowSource where Wrapped: View {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        if let view = self { plan.append(view, source: source) }
    }
}

extension AnyView: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        plan.append(wrapped, source: LazyRowPlan.child(Self.typeHash(of: wrapped), of: source))
    }

    /// Rows under a different wrapped type are different rows.
    private static func typeHash(of view: any View) -> Int {
        ObjectIdentifier(type(of: view)).hashValue
    }
}

extension ForEach: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        // Rows that are themselves row sources (a section per element, a nested ForEach) are
        // described element by element, each under its id; plain rows stay one segment.
        if Content.self is any LazyRowSource.Type {
            for element in data {
                let key = AnyHashable(element[keyPath: id])
                plan.append(content(element, 0), source: LazyRowPlan.child(key.hashValue, of: source))
            }
            return
        }
        let data = data
        let id = id
        let content = content
        let start = data.startIndex
        let count = data.count
        let idAt = { (offset: Int) in data[data.index(start, offsetBy: offset)][keyPath: id] }
        let table = RowIDTable<ID>(
            count: count, visitIDs: { visit in for element in data { visit(element[keyPath: id]) } }, idAt: idAt)
        plan.append(
            LazyRowPlan.Segment(
                count: count, source: source, role: .row,
                id: { AnyHashable(idAt($0)) },
                offsetOfID: table.offset(of:),
                makeView: { content(data[data.index(start, offsetBy: $0)], 0) },
                depth: nil, editing: nil))
    }
}
