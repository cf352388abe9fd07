import Testing

@testable import GtkUI

/// The container diff is pure Swift, so it runs under Swift Testing.
struct ChildListDiffTests {
    /// Applies operations the way a GtkBox does (`gtk_box_reorder_child` positions).
    private func apply(_ operations: [ChildListDiff<Int>.Operation], to list: [Int]) -> [Int] {
        var list = list
        for operation in operations {
            switch operation {
            case .remove(let element): list.removeAll { $0 == element }
            case .insert(let element, let index): list.insert(element, at: index)
            case .move(let element, let index):
                list.removeAll { $0 == element }
                list.insert(element, at: index)
            }
        }
        return list
    }

    @Test func oneMoveInTheMiddleIsOneOperation() {
        let old = Array(0..<10_000)
        var new = old
        let moved = new.remove(at: 5000)
        new.insert(moved, at: 100)
        let diff = ChildListDiff(from: old, to: new)
        #expect(diff.operations == [.move(5000, to: 100)])
        #expect(apply(diff.operations, to: old) == new)
    }

    @Test func insertAndRemoveInTheMiddle() {
        let old = Array(0..<100)
        var new = old
        new.insert(1000, at: 50)
        new.remove(at: 10)
        let diff = ChildListDiff(from: old, to: new)
        #expect(diff.operations.count == 2)
        #expect(apply(diff.operations, to: old) == new)
    }

    @Test(arguments: 0..<200)
    func randomPermutationsWithInsertsAndRemovals(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let old = Array(0..<Int.random(in: 0..<30, using: &generator))
        var new = old.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        for extra in 100..<100 + Int.random(in: 0..<5, using: &generator) {
            new.insert(extra, at: Int.random(in: 0...new.count, using: &generator))
        }
        let diff = ChildListDiff(from: old, to: new)
        #expect(apply(diff.operations, to: old) == new, "seed \(seed)")
    }

    @Test func longestIncreasingRun() {
        #expect(ChildListDiff<Int>.longestIncreasingRun([3, 1, 2, 5, 4]).count == 3)
        #expect(ChildListDiff<Int>.longestIncreasingRun([]) == [])
        #expect(ChildListDiff<Int>.longestIncreasingRun([5, 4, 3]).count == 1)
    }
}

/// A small seeded generator, so a failing case can be replayed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
