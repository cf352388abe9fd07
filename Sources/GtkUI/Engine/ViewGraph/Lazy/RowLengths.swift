/// The lengths of a lazy container's rows: measured where a row was shown, estimated elsewhere as
/// the mean of the measured ones.
///
/// Two Fenwick trees hold the measured lengths and which rows are measured, so the offset of any
/// row, the row at any offset, and a new measurement each cost O(log n), and a change of the
/// estimate costs nothing: the offset of row `i` is the sum of the measured lengths before it plus
/// the estimate for each unmeasured one.
struct RowLengths {
    private var measuredSum: [Int]
    private var measuredCount: [Int]
    /// Each row's measured length, 0 when not measured.
    private var lengths: [Int]
    private var totalMeasured = 0
    private var rowsMeasured = 0
    /// The estimate before anything was measured.
    let initialEstimate: Int

    /// `count` unmeasured rows.
    init(count: Int, estimate: Int) {
        measuredSum = Array(repeating: 0, count: count + 1)
        measuredCount = Array(repeating: 0, count: count + 1)
        lengths = Array(repeating: 0, count: count)
        initialEstimate = estimate
    }

    /// The number of rows.
    var count: Int { lengths.count }

    /// The length assumed for a row not yet measured.
    var estimate: Int {
        rowsMeasured == 0 ? initialEstimate : max(1, (totalMeasured + rowsMeasured / 2) / rowsMeasured)
    }

    /// Row `index`'s measured length, or nil.
    func measured(_ index: Int) -> Int? {
        lengths[index] > 0 ? lengths[index] : nil
    }

    /// The length of row `index`, measured or estimated.
    func length(_ index: Int) -> Int {
        lengths[index] > 0 ? lengths[index] : estimate
    }

    /// Records row `index`'s measured length (at least 1).
    mutating func measure(_ index: Int, _ length: Int) {
        let length = max(1, length)
        let old = lengths[index]
        guard old != length else { return }
        lengths[index] = length
        add(length - old, to: &measuredSum, at: index)
        totalMeasured += length - old
        if old == 0 {
            add(1, to: &measuredCount, at: index)
            rowsMeasured += 1
        }
    }

    /// Where row `index` starts; `offset(count)` is the length of all rows.
    func offset(_ index: Int) -> Int {
        let measured = prefix(measuredSum, index)
        let unmeasured = index - prefix(measuredCount, index)
        return measured + unmeasured * estimate
    }

    /// The length of all rows.
    var total: Int { offset(count) }

    /// The row at `position` (the last row for positions past the end).
    func index(at position: Int) -> Int {
        guard count > 0 else { return 0 }
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func add(_ delta: Int, to tree: inout [Int], at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    private func prefix(_ tree: [Int], _ index: Int) -> Int {
        var sum = 0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }
}
