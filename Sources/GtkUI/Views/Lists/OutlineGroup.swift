/// Rows of a tree, as in SwiftUI: each element is a row, indented by its depth, with a disclosure
/// button when it has children; the children of an expanded row follow it. In a ``List`` (which
/// `List(data, children: \.children)` makes) the rows are lazy and the list keeps which are
/// expanded, by id; elsewhere every row is shown, expanded.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, RowContent: View> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let rowContent: (Data.Element) -> RowContent

    /// Rows for `data` and its descendants, keyed by `id`.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> RowContent
    ) {
        self.data = data
        self.id = id
        self.children = children
        rowContent = content
    }

    /// Whether a cycle in the data was warned about.
    @State private var cycleWarning = OutlineCycleWarning()

    /// Outside a list: every row, expanded.
    @MainActor public var body: some View {
        let (entries, cycle) = OutlineExpansion.flatten(data, id: id, children: children, expanded: nil)
        if cycle { cycleWarning.warn() }
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(entries, id: \.id) { entry in
                OutlineRow(depth: entry.depth, state: nil, toggle: {}) { rowContent(entry.element) }
            }
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension OutlineGroup: View {}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for identifiable `data` and its descendants.
    nonisolated public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> RowContent
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        let store = plan.store
        let expansion = store.object(for: source) { OutlineExpansion() }
        let (entries, cycle) = OutlineExpansion.flatten(data, id: id, children: children, expanded: expansion.expanded)
        if cycle { expansion.cycleWarning.warn() }
        let rowContent = rowContent
        let table = RowIDTable(ids: entries.lazy.map(\.id))
        plan.append(
            LazyRowPlan.Segment(
                count: entries.count, source: source, role: .row, id: { entries[$0].id },
                offsetOfID: table.offset(of:),
                makeView: { index in
                    let entry = entries[index]
                    let state = entry.hasChildren ? expansion.expanded.contains(entry.id) : nil
                    return OutlineRow(
                        depth: entry.depth, state: state,
                        toggle: {
                            expansion.toggle(entry.id)
                            store.changed()
                        }
                    ) { rowContent(entry.element) }
                }, depth: { entries[$0].depth }, editing: nil))
    }
}

/// The ids of an outline's expanded rows, kept by the list.
@MainActor
final class OutlineExpansion {
    private(set) var expanded: Set<AnyHashable> = []
    /// Whether a cycle in the data was warned about.
    let cycleWarning = OutlineCycleWarning()

    func toggle(_ id: AnyHashable) {
        if expanded.remove(id) == nil { expanded.insert(id) }
    }

    /// One shown row of an outline.
    struct Entry<Element> {
        let element: Element
        let id: AnyHashable
        let depth: Int
        let hasChildren: Bool
    }

    /// The rows shown: every element whose ancestors are all expanded (all of them when
    /// `expanded` is nil), depth first, and whether the data has a cycle.
    ///
    /// Expansion is kept by id, so an element that contains itself further down (A → B → A)
    /// would count as expanded at every level and never end. An element whose id is already
    /// among its ancestors is where a cycle closes: it is left out, so each element on the path
    /// is expanded once, and the caller warns once.
    static func flatten<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        expanded: Set<AnyHashable>?
    ) -> (entries: [Entry<Data.Element>], cycle: Bool) {
        var entries: [Entry<Data.Element>] = []
        var path: Set<AnyHashable> = []
        var cycle = false
        // Depth first without recursion, so a deep tree cannot overflow the stack: each level is
        // an iterator over its elements and the id of the element it belongs to.
        var levels: [(elements: Data.Iterator, owner: AnyHashable?)] = [(data.makeIterator(), nil)]
        while !levels.isEmpty {
            guard let element = levels[levels.count - 1].elements.next() else {
                if let owner = levels.removeLast().owner { path.remove(owner) }
                continue
            }
            let key = AnyHashable(element[keyPath: id])
            if path.contains(key) {
                cycle = true
                continue
            }
            let kids = element[keyPath: children]
            entries.append(Entry(element: element, id: key, depth: levels.count - 1, hasChildren: kids != nil))
            if let kids, expanded?.contains(key) ?? true {
                path.insert(key)
                levels.append((kids.makeIterator(), key))
            }
        }
        return (entries, cycle)
    }
}

/// Warns once that an outline's data contains an element inside itself.
@MainActor
final class OutlineCycleWarning {
    private var warned = false

    /// Warns, the first time.
    func warn() {
        guard !warned else { return }
        warned = true
        Diagnostics.warn(
            "GtkUI: an outline's data contains an element inside itself (a cycle of children); each element is "
                + "expanded once and the cycle is not shown again")
    }
}

/// One row of an outline: indented by depth, with a disclosure button when it has children.
struct OutlineRow<Content: View>: View {
    let depth: Int
    /// Whether the row is expanded; nil when it has no children.
    let state: Bool?
    let toggle: @MainActor () -> Void
    let content: Content

    init(depth: Int, state: Bool?, toggle: @escaping @MainActor () -> Void, @ViewBuilder content: () -> Content) {
        self.depth = depth
        self.state = state
        self.toggle = toggle
        self.content = content()
    }

    var body: some View {
        HStack(spacing: 4) {
            if let state {
                Button(action: toggle) {
                    Image(systemName: state ? "chevron.down" : "chevron.right")
                }
                .buttonStyle(.plain)
                .accessibilityLabel(state ? "Collapse" : "Expand")
            } else {
                Spacer().frame(width: 24)
            }
            content
        }
        .padding(.leading, Double(depth) * 20)
    }
}

extension List {
    /// A hierarchical list: one row per element, the children of an expanded row below it.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(selection: selection) {
            OutlineGroup(data, id: id, children: children, content: rowContent)
        }
    }

    /// A hierarchical list of identifiable elements, with a single selection.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, id: \.id, children: children, selection: selection, rowContent: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list of identifiable elements.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init {
            OutlineGroup(data, id: \.id, children: children, content: rowContent)
        }
    }

    /// A hierarchical list, keyed by `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init {
            OutlineGroup(data, id: id, children: children, content: rowContent)
        }
    }
}
