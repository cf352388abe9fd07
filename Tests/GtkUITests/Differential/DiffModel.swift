/// The plain-value model behind the differential test: a random view tree that
/// ``DiffModelView`` renders and ``DiffMutator`` edits.
///
/// `id` is unique in the model and stable across edits (a kind change keeps it): edits and
/// bindings find the node by it. `key` is the node's `ForEach` id in a keyed stack, unique only
/// among its siblings, so that nodes in different places share keys and a reconciler that
/// confuses places keeps state it must drop.
struct DiffNode: Equatable {
    var id: Int
    var key: Int
    var kind: DiffKind
}

/// What a ``DiffNode`` shows.
indirect enum DiffKind: Equatable {
    case text(String)
    case toggle(title: String, isOn: Bool)
    case field(placeholder: String, text: String)
    case stack(DiffStack)
    /// `if flag { first } else { second }`.
    case conditional(flag: Bool, first: DiffNode, second: DiffNode)
    /// `if flag { child }` without an else.
    case optional(flag: Bool, child: DiffNode)
    /// A bare `ForEach` over keyed rows, each a view with its own `@State`. Keys may repeat.
    /// `bound` lists use the binding form, `ForEach($rows, id: \.key) { $row in … }`, and each
    /// row edits its label in a text field through its binding.
    case list([DiffRow], bound: Bool)
    /// The child in an `AnyView`: a leaf child directly, so a kind change changes the erased type.
    case erased(DiffNode)
    /// The child with an explicit `.id(identity)`: a new identity replaces it.
    case identified(identity: Int, child: DiffNode)

    /// One tag per case, as the identity path uses it: a different tag is a different branch.
    var tag: String {
        switch self {
        case .text: "t"
        case .toggle: "g"
        case .field: "f"
        case .stack: "s"
        case .conditional: "c"
        case .optional: "o"
        case .list(_, let bound): bound ? "L" : "l"
        case .erased: "e"
        case .identified: "d"
        }
    }
}

/// How a stack lays out its children: in a `VStack`, an `HStack`, or flattened by a `Group`.
enum DiffAxis: CaseIterable {
    case vertical
    case horizontal
    case group

    var tag: String {
        switch self {
        case .vertical: "v"
        case .horizontal: "h"
        case .group: "g"
        }
    }
}

/// A stack: an optional header, then its children in a `ForEach` keyed by their `key` (`keyed`)
/// or by position.
struct DiffStack: Equatable {
    var axis: DiffAxis
    var keyed: Bool
    var header: String?
    var children: [DiffNode]
}

/// One `ForEach` row: a ``DiffRowView`` whose tap count is `@State`, starting at `initialTaps`.
///
/// `key` is the row's `ForEach` id, unique only within its list. `uid` is unique in the model and
/// follows the row through edits, so the test can find it.
struct DiffRow: Equatable {
    var uid: Int
    var key: Int
    var label: String
    var initialTaps: Int
    var content: DiffNode?
}

/// A row that is mounted when the model is shown, with the identity its state belongs to.
struct DiffMountedRow {
    /// The row's identity: every structural choice from the root down, as the reconciler sees it.
    var path: String
    var uid: Int
    var initialTaps: Int
}

extension DiffNode {
    /// Calls `body` on this node and every node below it, inactive branches included, parents first.
    func forEachNode(_ body: (DiffNode) -> Void) {
        body(self)
        switch kind {
        case .text, .toggle, .field:
            break
        case .stack(let stack):
            for child in stack.children { child.forEachNode(body) }
        case .conditional(_, let first, let second):
            first.forEachNode(body)
            second.forEachNode(body)
        case .optional(_, let child), .erased(let child), .identified(_, let child):
            child.forEachNode(body)
        case .list(let rows, _):
            for row in rows { row.content?.forEachNode(body) }
        }
    }

    /// Every node, parents first.
    var allNodes: [DiffNode] {
        var nodes: [DiffNode] = []
        forEachNode { nodes.append($0) }
        return nodes
    }

    /// The node with `id`, if any.
    func find(_ id: Int) -> DiffNode? {
        var found: DiffNode?
        forEachNode { if found == nil && $0.id == id { found = $0 } }
        return found
    }

    /// Edits the node with `id` in place.
    /// - Returns: whether the node was found.
    @discardableResult
    mutating func modify(_ id: Int, _ body: (inout DiffNode) -> Void) -> Bool {
        if self.id == id {
            body(&self)
            return true
        }
        switch kind {
        case .text, .toggle, .field:
            return false
        case .stack(var stack):
            for index in stack.children.indices {
                if stack.children[index].modify(id, body) {
                    kind = .stack(stack)
                    return true
                }
            }
            return false
        case .conditional(let flag, var first, var second):
            if first.modify(id, body) || second.modify(id, body) {
                kind = .conditional(flag: flag, first: first, second: second)
                return true
            }
            return false
        case .optional(let flag, var child):
            guard child.modify(id, body) else { return false }
            kind = .optional(flag: flag, child: child)
            return true
        case .erased(var child):
            guard child.modify(id, body) else { return false }
            kind = .erased(child)
            return true
        case .identified(let identity, var child):
            guard child.modify(id, body) else { return false }
            kind = .identified(identity: identity, child: child)
            return true
        case .list(var rows, let bound):
            for index in rows.indices {
                if var content = rows[index].content, content.modify(id, body) {
                    rows[index].content = content
                    kind = .list(rows, bound: bound)
                    return true
                }
            }
            return false
        }
    }

    /// Roughly how many widgets this subtree makes with every branch shown; keeps trees small.
    var cost: Int {
        switch kind {
        case .text, .field:
            1
        case .toggle:
            2
        case .stack(let stack):
            1 + (stack.header == nil ? 0 : 1) + stack.children.reduce(0) { $0 + $1.cost }
        case .conditional(_, let first, let second):
            first.cost + second.cost
        case .optional(_, let child), .erased(let child), .identified(_, let child):
            child.cost
        case .list(let rows, let bound):
            rows.reduce(0) { $0 + (bound ? 5 : 4) + ($1.content?.cost ?? 0) }
        }
    }

    /// Like ``cost``, but counting only the branches shown.
    var shownCost: Int {
        switch kind {
        case .text, .toggle, .field:
            cost
        case .stack(let stack):
            1 + (stack.header == nil ? 0 : 1) + stack.children.reduce(0) { $0 + $1.shownCost }
        case .conditional(let flag, let first, let second):
            flag ? first.shownCost : second.shownCost
        case .optional(let flag, let child):
            flag ? child.shownCost : 0
        case .erased(let child), .identified(_, let child):
            child.shownCost
        case .list(let rows, let bound):
            rows.reduce(0) { $0 + (bound ? 5 : 4) + ($1.content?.shownCost ?? 0) }
        }
    }

    /// The shown condition whose flip shows the most widgets more, if any.
    var bestReveal: (id: Int, gain: Int)? {
        var best: (id: Int, gain: Int)?
        func consider(_ id: Int, _ gain: Int) {
            if gain > 0 && gain > (best?.gain ?? 0) { best = (id, gain) }
        }
        func visit(_ node: DiffNode) {
            switch node.kind {
            case .text, .toggle, .field:
                break
            case .stack(let stack):
                stack.children.forEach(visit)
            case .conditional(let flag, let first, let second):
                let (shown, hidden) = flag ? (first, second) : (second, first)
                consider(node.id, hidden.shownCost - shown.shownCost)
                visit(shown)
            case .optional(let flag, let child):
                if flag { visit(child) } else { consider(node.id, child.shownCost) }
            case .erased(let child), .identified(_, let child):
                visit(child)
            case .list(let rows, _):
                for row in rows { if let content = row.content { visit(content) } }
            }
        }
        visit(self)
        return best
    }

    /// The rows that are mounted when this node is shown at `path`, each with its identity path.
    ///
    /// The path spells out exactly what ``DiffModelView`` makes the reconciler see: the case of
    /// each node (a branch of the body's `switch`), a stack's axis and keying, the child's key
    /// (its `key` or its position), the branch of a condition, an explicit `.id`, a row's key.
    /// A row keeps its `@State` across an update exactly when its path exists before and after it.
    func collectMountedRows(path: String, into rows: inout [DiffMountedRow]) {
        let path = path + "/" + kind.tag
        switch kind {
        case .text, .toggle, .field:
            break
        case .stack(let stack):
            let stackPath = path + stack.axis.tag + (stack.keyed ? "K" : "P")
            for (index, child) in stack.children.enumerated() {
                child.collectMountedRows(
                    path: stackPath + "/" + (stack.keyed ? "k\(child.key)" : "i\(index)"), into: &rows)
            }
        case .conditional(let flag, let first, let second):
            if flag {
                first.collectMountedRows(path: path + "T", into: &rows)
            } else {
                second.collectMountedRows(path: path + "F", into: &rows)
            }
        case .optional(let flag, let child):
            if flag { child.collectMountedRows(path: path, into: &rows) }
        case .erased(let child):
            // AnyView keeps its content while the erased type stays: a leaf's view type, or
            // DiffModelView for the rest, whose own case then decides (and leaves hold no state).
            child.collectMountedRows(path: path, into: &rows)
        case .identified(let identity, let child):
            child.collectMountedRows(path: path + "\(identity)", into: &rows)
        case .list(let list, _):
            // A repeated key's rows are told apart by their occurrence of it.
            var occurrences: [Int: Int] = [:]
            for row in list {
                let occurrence = occurrences[row.key, default: 0]
                occurrences[row.key] = occurrence + 1
                let rowPath = path + "/r\(row.key)" + (occurrence == 0 ? "" : "o\(occurrence)")
                rows.append(DiffMountedRow(path: rowPath, uid: row.uid, initialTaps: row.initialTaps))
                row.content?.collectMountedRows(path: rowPath + "/c", into: &rows)
            }
        }
    }

    /// What breaks the model's own rules: ids and uids unique in the model, keys unique among a
    /// stack's children (a list's row keys may repeat). A non-empty answer is a mistake of the
    /// test, not of the reconciler.
    var ruleViolations: [String] {
        var violations: [String] = []
        var ids = Set<Int>()
        var uids = Set<Int>()
        forEachNode { node in
            if !ids.insert(node.id).inserted { violations.append("node id \(node.id) is used twice") }
            switch node.kind {
            case .stack(let stack):
                if Set(stack.children.map(\.key)).count != stack.children.count {
                    violations.append("stack \(node.id) has duplicate child keys")
                }
            case .list(let rows, _):
                for row in rows where !uids.insert(row.uid).inserted {
                    violations.append("row uid \(row.uid) is used twice")
                }
            default:
                break
            }
        }
        return violations
    }

    /// A compact one-line rendering of the model, for failure messages.
    var summary: String {
        switch kind {
        case .text(let text):
            return "Text\(id)(\(text.debugDescription))"
        case .toggle(let title, let isOn):
            return "Toggle\(id)(\(title.debugDescription), \(isOn))"
        case .field(let placeholder, let text):
            return "Field\(id)(\(placeholder.debugDescription), \(text.debugDescription))"
        case .stack(let stack):
            let header = stack.header.map { "header: \($0.debugDescription), " } ?? ""
            let children = stack.children.map { "k\($0.key): \($0.summary)" }.joined(separator: ", ")
            return "Stack\(id)(\(stack.axis), \(stack.keyed ? "keyed" : "positional"), \(header)[\(children)])"
        case .conditional(let flag, let first, let second):
            return "If\(id)(\(flag), \(first.summary), else: \(second.summary))"
        case .optional(let flag, let child):
            return "Optional\(id)(\(flag), \(child.summary))"
        case .erased(let child):
            return "AnyView\(id)(\(child.summary))"
        case .identified(let identity, let child):
            return "ID\(id)(\(identity), \(child.summary))"
        case .list(let rows, let bound):
            let shown = rows.map { row in
                "#\(row.key) uid \(row.uid) (\(row.label.debugDescription), start \(row.initialTaps)"
                    + (row.content.map { ", \($0.summary)" } ?? "") + ")"
            }
            return "\(bound ? "BoundList" : "List")\(id)[\(shown.joined(separator: ", "))]"
        }
    }
}

/// SplitMix64: a small, fast, deterministic generator, so one seed replays one run exactly.
struct DiffRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// A random element, or nil when there is none.
    mutating func element<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : pick(elements)
    }

    /// Shuffles with this generator (Fisher–Yates), independent of the standard library's algorithm.
    mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, below(index + 1))
        }
    }
}
