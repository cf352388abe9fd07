/// The fewest container operations that turn one ordered list of children into another.
///
/// Children in a longest increasing subsequence of old positions stay put; every other child is
/// moved (or inserted) right after its new predecessor. One moved row thus costs one move, not a
/// shift of every row after it. Positions follow `gtk_box_reorder_child`: the index in the list
/// without the moved child.
struct ChildListDiff<Element: Hashable> {
    /// One step, applied in order.
    enum Operation: Equatable {
        case remove(Element)
        case insert(Element, at: Int)
        case move(Element, to: Int)
    }

    /// The steps, in the order they must be applied.
    let operations: [Operation]

    init(from old: [Element], to new: [Element]) {
        // Children are unique, so a shared prefix and suffix stay put; only the middle is diffed.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        operations = Self.operations(from: Array(old[start..<oldEnd]), to: Array(new[start..<newEnd])).map {
            switch $0 {
            case .remove: return $0
            case .insert(let element, let index): return .insert(element, at: index + start)
            case .move(let element, let index): return .move(element, to: index + start)
            }
        }
    }

    private static func operations(from old: [Element], to new: [Element]) -> [Operation] {
        var operations: [Operation] = []
        let wanted = Set(new)
        var current: [Element] = []
        current.reserveCapacity(old.count)
        for element in old {
            if wanted.contains(element) {
                current.append(element)
            } else {
                operations.append(.remove(element))
            }
        }
        if current == new { return operations }

        var oldPosition: [Element: Int] = [:]
        oldPosition.reserveCapacity(current.count)
        for (index, element) in current.enumerated() { oldPosition[element] = index }
        let stable = Self.longestIncreasingRun(new.compactMap { oldPosition[$0] }).reduce(into: Set<Element>()) {
            $0.insert(current[$1])
        }

        for (index, element) in new.enumerated() where !stable.contains(element) {
            let existing = oldPosition[element] != nil
            if existing, let from = Self.index(of: element, in: current, near: index) {
                current.remove(at: from)
            }
            let target = index == 0 ? 0 : (Self.index(of: new[index - 1], in: current, near: index - 1) ?? -1) + 1
            current.insert(element, at: target)
            operations.append(existing ? .move(element, to: target) : .insert(element, at: target))
        }
        return operations
    }

    /// Finds `element`, looking first around `hint`, where it usually is.
    private static func index(of element: Element, in list: [Element], near hint: Int) -> Int? {
        let start = max(0, min(hint, list.count - 1))
        if start < list.count {
            for index in start..<list.count where list[index] == element { return index }
        }
        for index in 0..<min(start, list.count) where list[index] == element { return index }
        return nil
    }

    /// The values of one longest strictly increasing subsequence of `sequence`.
    static func longestIncreasingRun(_ sequence: [Int]) -> [Int] {
        var tails: [Int] = []  // indices into sequence: smallest tail of each run length
        var previous = [Int](repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(sequence[cursor])
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
