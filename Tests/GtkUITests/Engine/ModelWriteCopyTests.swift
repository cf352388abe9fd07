import GtkUI
import Observation
import XCTest

private struct CopyItem: Identifiable {
    let id: Int
    var title: String
}

@Observable
@MainActor
private final class CopyModel {
    var items: [CopyItem]
    var note = ""

    init(count: Int) {
        items = (0..<count).map { CopyItem(id: $0, title: "Item \($0)") }
    }

    /// Where the array's elements are: a write that copies the array moves them.
    var storage: UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}

private struct CopyRow: View {
    let item: CopyItem

    var body: some View {
        Text(item.title)
    }
}

/// An eager list: the stack and the `ForEach` keep what the model's array gave them.
private struct EagerCopyList: View {
    let model: CopyModel

    var body: some View {
        VStack {
            Text("Header \(model.note)")
            ForEach(model.items) { item in CopyRow(item: item) }
        }
    }
}

private struct LazyCopyList: View {
    let model: CopyModel

    var body: some View {
        List(model.items) { item in CopyRow(item: item) }
    }
}

private struct LazyStackCopyList: View {
    let model: CopyModel

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(model.items) { item in CopyRow(item: item) }
            }
        }
    }
}

/// Issue 24 §1: after an update, the engine keeps only what its next diff needs, so the model's
/// write to one element of its array changes the array in place instead of copying it.
final class ModelWriteCopyTests: GtkTestCase {
    func testEagerListLetsTheModelWriteInPlace() {
        onGtkThread {
            let count = 2000
            let model = CopyModel(count: count)
            let host = HostingWidget(rootView: EagerCopyList(model: model))
            for round in 0..<3 {
                let before = model.storage
                let rows = Diagnostics.rowEvaluations.value
                model.items[count / 2 + round].title = "Changed \(round)"
                XCTAssertEqual(model.storage, before, "round \(round): the write copied the array")
                host.flushUpdates()
                XCTAssertEqual(Diagnostics.rowEvaluations.value - rows, 1, "round \(round): one row made again")
            }
            // A change elsewhere in the model: no row is made again, and still nothing is copied.
            let rows = Diagnostics.rowEvaluations.value
            model.note = "!"
            host.flushUpdates()
            XCTAssertEqual(Diagnostics.rowEvaluations.value - rows, 0)
            let before = model.storage
            model.items[10].title = "Ten"
            XCTAssertEqual(model.storage, before)
            host.flushUpdates()
            let labels = WidgetTree.labels(in: host.widget)
            XCTAssertEqual(labels.first, "Header !")
            XCTAssertEqual(labels[11], "Ten")
            XCTAssertEqual(labels[count / 2 + 1], "Changed 0")
            XCTAssertEqual(labels[count / 2 + 3], "Changed 2")
            XCTAssertEqual(labels.count, count + 1)
        }
    }

    func testEagerListInsertAndRemoveThroughTheModel() {
        onGtkThread {
            let model = CopyModel(count: 100)
            let host = HostingWidget(rootView: EagerCopyList(model: model))
            model.items.insert(CopyItem(id: -1, title: "New"), at: 50)
            host.flushUpdates()
            model.items[51].title = "After"
            host.flushUpdates()
            model.items.remove(at: 50)
            host.flushUpdates()
            model.items[50].title = "Again"
            host.flushUpdates()
            var expected = (0..<100).map { "Item \($0)" }
            expected[50] = "Again"
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Header "] + expected)
        }
    }

    func testListLetsTheModelWriteInPlace() {
        onGtkThread {
            for lazyStack in [false, true] {
                let model = CopyModel(count: 100_000)
                let harness =
                    lazyStack
                    ? LazyListHarness(LazyStackCopyList(model: model)) : LazyListHarness(LazyCopyList(model: model))
                defer { harness.close() }
                for round in 0..<3 {
                    let before = model.storage
                    model.items[2 + round].title = "Changed \(round)"
                    let context = "lazy stack \(lazyStack), round \(round)"
                    XCTAssertEqual(model.storage, before, "\(context): the array was copied")
                    TestLoop.drain()
                    XCTAssertTrue(harness.visibleRowTexts().contains("Changed \(round)"), context)
                }
                // Scrolling after a write, before the update ran, makes the rows from the new data.
                for index in 49_950..<50_050 { model.items[index].title = "Far \(index)" }
                harness.scroll(toFraction: 0.5)
                let shown = harness.visibleRowTexts()
                XCTAssertFalse(shown.isEmpty)
                XCTAssertTrue(shown.allSatisfy { $0.hasPrefix("Far ") }, "lazy stack \(lazyStack): \(shown)")
                let before = model.storage
                let target = shown[shown.count / 2]
                let index = Int(target.split(separator: " ")[1]) ?? 0
                model.items[index].title = "Farther"
                XCTAssertEqual(model.storage, before)
                TestLoop.drain()
                XCTAssertTrue(harness.visibleRowTexts().contains("Farther"), "lazy stack \(lazyStack)")
            }
        }
    }
}
