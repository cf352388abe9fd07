/// Makes random models and random edits of them, from one seeded generator.
///
/// Node ids and row uids are never reused. Keys come from a small range, so the same keys appear
/// in many lists and stacks, and a removed key often comes back: it must start fresh.
struct DiffMutator {
    var random: DiffRandom
    /// Edits stop growing the tree beyond this ``DiffNode/cost``.
    let maxCost: Int
    private var lastID = 0
    private var lastUID = 0

    init(seed: UInt64, maxCost: Int) {
        random = DiffRandom(seed: seed)
        self.maxCost = maxCost
    }

    // MARK: Making

    /// A new tree for a host: a stack filled up to about `budget` widgets.
    mutating func makeTree(budget: Int) -> DiffNode {
        var budget = budget
        var children: [DiffNode] = []
        while budget > 0 && children.count < 6 {
            children.append(makeNode(depth: 3, budget: &budget))
        }
        return DiffNode(
            id: newID(), key: 0,
            kind: .stack(
                DiffStack(
                    axis: random.pick(DiffAxis.allCases), keyed: random.chance(60), header: nil,
                    children: withSiblingKeys(children))))
    }

    /// A random subtree of about `budget` widgets at most, `depth` levels deep at most. Its key
    /// is for the caller to set where it matters.
    mutating func makeNode(depth: Int, budget: inout Int) -> DiffNode {
        let id = newID()
        let roll = depth <= 0 || budget < 4 ? random.below(3) : random.below(12)
        let kind: DiffKind
        switch roll {
        case 0:
            kind = .text(makeText())
            budget -= 1
        case 1:
            kind = .toggle(title: makeText(), isOn: random.chance(50))
            budget -= 2
        case 2:
            kind = .field(placeholder: makeText(), text: makeText())
            budget -= 1
        case 3, 4:
            budget -= 2
            var children: [DiffNode] = []
            for _ in 0..<random.below(4) where budget > 1 {
                children.append(makeNode(depth: depth - 1, budget: &budget))
            }
            kind = .stack(
                DiffStack(
                    axis: random.pick(DiffAxis.allCases), keyed: random.chance(60),
                    header: random.chance(30) ? makeText() : nil, children: withSiblingKeys(children)))
        case 5, 6:
            let first = makeNode(depth: depth - 1, budget: &budget)
            let second: DiffNode
            if random.chance(40) {
                // The same structure and keys in the other branch: a flip must still start afresh.
                second = variant(of: first)
                budget -= first.cost
            } else {
                second = makeNode(depth: depth - 1, budget: &budget)
            }
            kind = .conditional(flag: random.chance(50), first: first, second: second)
        case 7:
            kind = .optional(flag: random.chance(60), child: makeNode(depth: depth - 1, budget: &budget))
        case 8:
            kind = .erased(makeNode(depth: depth - 1, budget: &budget))
        case 9:
            kind = .identified(identity: random.below(3), child: makeNode(depth: depth - 1, budget: &budget))
        default:
            var rows: [DiffRow] = []
            for _ in 0..<random.below(4) where budget > 4 {
                rows.append(makeRow(depth: depth - 1, budget: &budget, takenKeys: Set(rows.map(\.key))))
            }
            kind = .list(rows, bound: random.chance(40))
        }
        return DiffNode(id: id, key: random.below(Self.keyRange), kind: kind)
    }

    /// A new row whose key is mostly not among `takenKeys`; sometimes it repeats one of them.
    mutating func makeRow(depth: Int, budget: inout Int, takenKeys: Set<Int>) -> DiffRow {
        budget -= 4
        lastUID += 1
        let uid = lastUID
        let content = depth > 0 && budget > 2 && random.chance(30) ? makeNode(depth: depth - 1, budget: &budget) : nil
        let key = !takenKeys.isEmpty && random.chance(15) ? random.pick(takenKeys.sorted()) : freeKey(takenKeys)
        return DiffRow(uid: uid, key: key, label: makeText(), initialTaps: random.below(3), content: content)
    }

    /// A copy of `node` with the same structure and keys but new ids and uids, so it mounts the
    /// same view types in the same places.
    mutating func variant(of node: DiffNode) -> DiffNode {
        var copy = node
        copy.id = newID()
        switch node.kind {
        case .text, .toggle, .field:
            break
        case .stack(var stack):
            stack.children = stack.children.map { variant(of: $0) }
            copy.kind = .stack(stack)
        case .conditional(let flag, let first, let second):
            copy.kind = .conditional(flag: flag, first: variant(of: first), second: variant(of: second))
        case .optional(let flag, let child):
            copy.kind = .optional(flag: flag, child: variant(of: child))
        case .erased(let child):
            copy.kind = .erased(variant(of: child))
        case .identified(let identity, let child):
            copy.kind = .identified(identity: identity, child: variant(of: child))
        case .list(let rows, let bound):
            copy.kind = .list(
                rows.map { row in
                    var row = row
                    lastUID += 1
                    row.uid = lastUID
                    row.initialTaps = random.below(3)
                    row.content = row.content.map { variant(of: $0) }
                    return row
                }, bound: bound)
        }
        return copy
    }

    mutating func makeText() -> String {
        switch random.below(12) {
        case 0: return ""
        case 1: return "<b>not bold</b>"
        case 2: return "grüße & ünïcödé"
        case 3: return "two words"
        default: return "w\(random.below(40))"
        }
    }

    /// Keys are drawn from `0..<keyRange`: few enough that they repeat across lists and come back.
    private static let keyRange = 8

    private mutating func newID() -> Int {
        lastID += 1
        return lastID
    }

    /// A key not in `taken`.
    private mutating func freeKey(_ taken: Set<Int>) -> Int {
        for _ in 0..<10 {
            let key = random.below(Self.keyRange)
            if !taken.contains(key) { return key }
        }
        return (taken.max() ?? 0) + 1
    }

    /// `nodes` with keys unique among them.
    private mutating func withSiblingKeys(_ nodes: [DiffNode]) -> [DiffNode] {
        var taken = Set<Int>()
        return nodes.map { node in
            var node = node
            node.key = freeKey(taken)
            taken.insert(node.key)
            return node
        }
    }

    // MARK: Editing

    /// One random edit of `root`. A too large tree only shrinks; a small one mostly grows, and
    /// shows its hidden branches.
    /// - Returns: what it did, for failure messages.
    mutating func mutate(_ root: inout DiffNode) -> String {
        let cost = root.cost
        for _ in 0..<30 {
            let edit: Edit
            if cost > maxCost {
                edit = random.pick(Edit.shrinking)
            } else if root.shownCost < maxCost / 4, random.chance(50), let reveal = root.bestReveal {
                root.flip(reveal.id)
                return "flip condition \(reveal.id) (showing more)"
            } else if cost < maxCost * 2 / 3 && random.chance(60) {
                edit = random.pick(Edit.growing)
            } else {
                edit = random.pick(Edit.allCases)
            }
            if let description = apply(edit, to: &root) { return description }
        }
        return "nothing to edit"
    }

    enum Edit: CaseIterable {
        case removeRow, removeChild, becomeLeaf, unwrap
        case insertRow, moveRow, moveRowToList, flip, flipAgain, retext, revalue, changeKind, replace
        case insertChild, moveChild, restack, restartRow, setRowContent, wrap, reidentify, repeatKey, rebind

        static let shrinking: [Edit] = [.removeRow, .removeChild, .becomeLeaf, .unwrap]
        static let growing: [Edit] = [.insertRow, .changeKind, .insertChild, .setRowContent, .wrap]
    }

    /// Applies `edit` to a random target.
    /// - Returns: what it did, or nil when the tree has no target for it.
    private mutating func apply(_ edit: Edit, to root: inout DiffNode) -> String? {
        let nodes = root.allNodes
        var lists: [DiffNode] = []
        var rows: [(list: Int, row: DiffRow)] = []
        var stacks: [DiffNode] = []
        for node in nodes {
            switch node.kind {
            case .list(let list, _):
                lists.append(node)
                rows += list.map { (node.id, $0) }
            case .stack:
                stacks.append(node)
            default:
                break
            }
        }
        var budget = max(2, min(15, maxCost - root.cost))

        switch edit {
        case .removeRow:
            guard let (list, row) = random.element(rows) else { return nil }
            root.modifyRows(list) { $0.removeAll { $0.uid == row.uid } }
            return "remove row #\(row.key) uid \(row.uid) from list \(list)"
        case .removeChild:
            guard let stack = random.element(stacks.filter { !$0.children.isEmpty }) else { return nil }
            let removed = random.pick(stack.children)
            root.modifyChildren(stack.id) { $0.removeAll { $0.id == removed.id } }
            return "remove child \(removed.id) from stack \(stack.id)"
        case .becomeLeaf:  // keeps id and key: a kind change at one position
            let target = pickBelowRoot(nodes)
            var leafBudget = 1
            let leaf = makeNode(depth: 0, budget: &leafBudget)
            root.modify(target.id) { $0.kind = leaf.kind }
            return "change node \(target.id) into \(DiffNode(id: target.id, key: target.key, kind: leaf.kind).summary)"
        case .unwrap:  // a stack or condition gives its place to one of its children
            var inner: DiffNode?
            let target = pickBelowRoot(nodes)
            switch target.kind {
            case .stack(let stack) where !stack.children.isEmpty: inner = random.pick(stack.children)
            case .conditional(_, let first, let second): inner = random.chance(50) ? first : second
            case .optional(_, let child), .erased(let child), .identified(_, let child): inner = child
            default: return nil
            }
            guard var inner else { return nil }
            inner.key = target.key
            root.modify(target.id) { $0 = inner }
            return "unwrap node \(target.id) to its child \(inner.id)"
        case .insertRow:
            guard let list = random.element(lists) else { return nil }
            let row = makeRow(depth: 1, budget: &budget, takenKeys: Set(list.rows.map(\.key)))
            let index = random.below(list.rows.count + 1)
            root.modifyRows(list.id) { $0.insert(row, at: index) }
            return "insert row #\(row.key) uid \(row.uid) (start \(row.initialTaps)) into list \(list.id) at \(index)"
        case .moveRow:
            guard let list = random.element(lists.filter { $0.rows.count > 1 }) else { return nil }
            if random.chance(25) {
                root.modifyRows(list.id) { random.shuffle(&$0) }
                return "shuffle list \(list.id)"
            }
            var description = ""
            root.modifyRows(list.id) { rows in
                let row = rows.remove(at: random.below(rows.count))
                let index = random.below(rows.count + 1)
                rows.insert(row, at: index)
                description = "move row #\(row.key) of list \(list.id) to \(index)"
            }
            return description
        case .moveRowToList:  // or back into its own list
            guard let (list, row) = random.element(rows) else { return nil }
            root.modifyRows(list) { $0.removeAll { $0.uid == row.uid } }
            // The row's own content may have held lists: pick among those that are left.
            let targets = root.allNodes.filter { if case .list = $0.kind { true } else { false } }
            let target = random.pick(targets)
            var moved = row
            let taken = Set(target.rows.map(\.key))
            if taken.contains(moved.key) && !random.chance(30) { moved.key = freeKey(taken) }
            let index = random.below(target.rows.count + 1)
            root.modifyRows(target.id) { $0.insert(moved, at: index) }
            return "move row uid \(row.uid) from list \(list) to list \(target.id) at \(index) as #\(moved.key)"
        case .flip, .flipAgain:
            let conditions = nodes.filter {
                switch $0.kind {
                case .conditional, .optional: true
                default: false
                }
            }
            guard let target = random.element(conditions) else { return nil }
            root.flip(target.id)
            return "flip condition \(target.id)"
        case .retext:
            let target = random.pick(nodes)
            let text = makeText()
            switch target.kind {
            case .text:
                root.modify(target.id) { $0.kind = .text(text) }
            case .toggle(_, let isOn):
                root.modify(target.id) { $0.kind = .toggle(title: text, isOn: isOn) }
            case .field(_, let value):
                root.modify(target.id) { $0.kind = .field(placeholder: text, text: value) }
            case .stack(var stack):
                stack.header = stack.header == nil || random.chance(30) ? (random.chance(50) ? text : nil) : text
                root.modify(target.id) { $0.kind = .stack(stack) }
            case .list(let list, _) where !list.isEmpty:
                let uid = random.pick(list).uid
                root.modifyRow(uid, in: target.id) { $0.label = text }
                return "relabel row uid \(uid) as \(text.debugDescription)"
            default:
                return nil
            }
            return "change the text of node \(target.id) to \(text.debugDescription)"
        case .revalue:
            let target = random.pick(nodes)
            switch target.kind {
            case .toggle(let title, let isOn):
                root.modify(target.id) { $0.kind = .toggle(title: title, isOn: !isOn) }
                return "set toggle \(target.id) to \(!isOn)"
            case .field(let placeholder, _):
                let text = makeText()
                root.modify(target.id) { $0.kind = .field(placeholder: placeholder, text: text) }
                return "set field \(target.id) to \(text.debugDescription)"
            default:
                return nil
            }
        case .changeKind:  // keeps id and key
            let target = pickBelowRoot(nodes)
            var replacement = makeNode(depth: 2, budget: &budget)
            guard replacement.kind.tag != target.kind.tag else { return nil }
            replacement.id = target.id
            replacement.key = target.key
            root.modify(target.id) { $0 = replacement }
            return "change node \(target.id) into \(replacement.summary)"
        case .replace:  // a new id in the same place, under the same key
            let target = pickBelowRoot(nodes)
            var replacement = makeNode(depth: 2, budget: &budget)
            replacement.key = target.key
            root.modify(target.id) { $0 = replacement }
            return "replace node \(target.id) by \(replacement.summary)"
        case .insertChild:
            guard let stack = random.element(stacks) else { return nil }
            var child = makeNode(depth: 1, budget: &budget)
            child.key = freeKey(Set(stack.children.map(\.key)))
            let index = random.below(stack.children.count + 1)
            root.modifyChildren(stack.id) { $0.insert(child, at: index) }
            return "insert k\(child.key): \(child.summary) into stack \(stack.id) at \(index)"
        case .moveChild:
            guard let stack = random.element(stacks.filter { $0.children.count > 1 }) else { return nil }
            var description = ""
            root.modifyChildren(stack.id) { children in
                let child = children.remove(at: random.below(children.count))
                let index = random.below(children.count + 1)
                children.insert(child, at: index)
                description = "move child \(child.id) of stack \(stack.id) to \(index)"
            }
            return description
        case .restack:  // a new axis or keying
            guard let target = random.element(stacks), case .stack(var stack) = target.kind else { return nil }
            if random.chance(60) {
                stack.axis = random.pick(DiffAxis.allCases.filter { $0 != stack.axis })
            } else {
                stack.keyed.toggle()
            }
            root.modify(target.id) { $0.kind = .stack(stack) }
            return "make stack \(target.id) \(stack.axis) and \(stack.keyed ? "keyed" : "positional")"
        case .restartRow:  // a new initial value, which a kept row ignores
            guard let (list, row) = random.element(rows) else { return nil }
            let start = random.below(5)
            root.modifyRow(row.uid, in: list) { $0.initialTaps = start }
            return "make row uid \(row.uid) start at \(start)"
        case .setRowContent:  // give a row content, replace it, or take it away
            guard let (list, row) = random.element(rows) else { return nil }
            let content = random.chance(35) ? nil : makeNode(depth: 1, budget: &budget)
            root.modifyRow(row.uid, in: list) { $0.content = content }
            return "set the content of row uid \(row.uid) to \(content?.summary ?? "nil")"
        case .repeatKey:  // a row takes the key of another row in its list
            guard let list = random.element(lists.filter { $0.rows.count > 1 }) else { return nil }
            let rows = list.rows
            let target = random.pick(rows)
            let source = random.pick(rows.filter { $0.uid != target.uid })
            root.modifyRow(target.uid, in: list.id) { $0.key = source.key }
            return "give row uid \(target.uid) of list \(list.id) the key #\(source.key) of uid \(source.uid)"
        case .rebind:  // the other form of ForEach: a new type, so every row starts afresh
            guard let list = random.element(lists), case .list(let rows, let bound) = list.kind else { return nil }
            root.modify(list.id) { $0.kind = .list(rows, bound: !bound) }
            return "make list \(list.id) \(bound ? "plain" : "bound")"
        case .reidentify:  // a new explicit id replaces the subtree; the same one keeps it
            let candidates = nodes.filter { if case .identified = $0.kind { true } else { false } }
            guard let target = random.element(candidates), case .identified(let old, let child) = target.kind
            else { return nil }
            let identity = random.below(3)
            root.modify(target.id) { $0.kind = .identified(identity: identity, child: child) }
            return "change the id of node \(target.id) from \(old) to \(identity)"
        case .wrap:  // the node moves one level down, into a new stack, condition or wrapper
            let target = random.pick(nodes)
            var sibling = makeNode(depth: 1, budget: &budget)
            let wrapper: DiffKind
            switch random.below(5) {
            case 0:
                sibling.key = freeKey([target.key])
                let children = random.chance(50) ? [target] : [target, sibling]
                wrapper = .stack(
                    DiffStack(
                        axis: random.pick(DiffAxis.allCases), keyed: random.chance(50), header: nil,
                        children: random.chance(50) ? children : children.reversed()))
            case 1:
                if random.chance(40) && target.cost <= budget { sibling = variant(of: target) }
                let flag = random.chance(50)
                wrapper = .conditional(flag: flag, first: flag ? target : sibling, second: flag ? sibling : target)
            case 2:
                wrapper = .erased(target)
            case 3:
                wrapper = .identified(identity: random.below(3), child: target)
            default:
                wrapper = .optional(flag: true, child: target)
            }
            let wrapped = DiffNode(id: newID(), key: target.key, kind: wrapper)
            root.modify(target.id) { $0 = wrapped }
            return "wrap node \(target.id) in \(wrapped.summary)"
        }
    }

    /// A node to replace, rarely the root: replacing the root tends to leave a tiny tree.
    private mutating func pickBelowRoot(_ nodes: [DiffNode]) -> DiffNode {
        nodes.count > 1 && !random.chance(5) ? random.pick(Array(nodes.dropFirst())) : nodes[0]
    }
}

extension DiffNode {
    /// A stack's children; empty for other kinds.
    var children: [DiffNode] {
        if case .stack(let stack) = kind { return stack.children }
        return []
    }

    /// A list's rows; empty for other kinds.
    var rows: [DiffRow] {
        if case .list(let rows, _) = kind { return rows }
        return []
    }

    /// Shows the other branch of the condition `id`.
    mutating func flip(_ id: Int) {
        modify(id) { node in
            switch node.kind {
            case .conditional(let flag, let first, let second):
                node.kind = .conditional(flag: !flag, first: first, second: second)
            case .optional(let flag, let child):
                node.kind = .optional(flag: !flag, child: child)
            default:
                break
            }
        }
    }

    /// Edits the children of the stack node `id`.
    mutating func modifyChildren(_ id: Int, _ body: (inout [DiffNode]) -> Void) {
        modify(id) { node in
            guard case .stack(var stack) = node.kind else { return }
            body(&stack.children)
            node.kind = .stack(stack)
        }
    }

    /// Edits the rows of the list node `id`.
    mutating func modifyRows(_ id: Int, _ body: (inout [DiffRow]) -> Void) {
        modify(id) { node in
            guard case .list(var rows, let bound) = node.kind else { return }
            body(&rows)
            node.kind = .list(rows, bound: bound)
        }
    }

    /// Edits the row `uid` of the list node `list`.
    mutating func modifyRow(_ uid: Int, in list: Int, _ body: (inout DiffRow) -> Void) {
        modifyRows(list) { rows in
            for index in rows.indices where rows[index].uid == uid { body(&rows[index]) }
        }
    }
}
