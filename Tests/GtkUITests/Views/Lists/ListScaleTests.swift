import Foundation
import Observation
import XCTest

@testable import GtkUI

/// Holds what a list reports back to a test.
@MainActor
private final class ScaleBox {
    var selection: Set<Int> = []
    var deleted: IndexSet?
    var proxy: ScrollViewProxy?
}

/// Counts the row state objects alive.
@MainActor
private final class RowTracker: ObservableObject {
    static var live = 0
    init() { Self.live += 1 }
    deinit { MainActor.assumeIsolated { Self.live -= 1 } }
}

/// A row with a state object of its own.
private struct TrackedRow: View {
    let id: Int
    @StateObject private var tracker = RowTracker()
    var body: some View { Text("R\(id)") }
}

/// Reloads the list with new ids.
@MainActor
@Observable
private final class Reloads {
    var base = 0
}

private struct ReloadedList: View {
    let reloads: Reloads
    var body: some View {
        List(reloads.base..<reloads.base + 20, id: \.self) { TrackedRow(id: $0) }
    }
}

/// Long data whose rows keep their ids while one element's text changes.
@MainActor
@Observable
private final class Titles {
    var titles: [String]
    init(count: Int) { titles = (0..<count).map { "R\($0)" } }
}

private struct TitledList: View {
    let model: Titles
    var body: some View {
        List(model.titles.indices, id: \.self) { index in TitledRow(title: model.titles[index]) }
    }
}

/// A row with a state object of its own, showing `title`.
private struct TitledRow: View {
    let title: String
    @StateObject private var tracker = RowTracker()
    var body: some View { Text(title) }
}

/// Issue 18 §3 and §4: finding rows by id costs a table made once per plan, not a scan per id,
/// and the state of rows whose ids left is released. Work is counted (ids evaluated), not timed.
final class ListScaleTests: GtkTestCase {
    func testDeletingManySelectedRowsEvaluatesEachIDAboutOnce() {
        onGtkThread {
            let count = 2_000
            let box = ScaleBox()
            box.selection = Set(stride(from: 0, to: count, by: 2))
            let harness = LazyListHarness(
                List(selection: Binding(get: { box.selection }, set: { box.selection = $0 })) {
                    ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                        .onDelete { box.deleted = $0 }
                })
            defer { harness.close() }
            gtk_widget_grab_focus(harness.box)
            LazyRowPlan.idEvaluations = 0
            harness.press(GDK_KEY_Delete)
            XCTAssertEqual(box.deleted, IndexSet(stride(from: 0, to: count, by: 2)))
            // A scan per id would evaluate about count × count / 4 = 1,000,000 ids.
            XCTAssertLessThanOrEqual(LazyRowPlan.idEvaluations, count + 4 * count / 2)
        }
    }

    func testScrollToFindsPresentAndAbsentIDsWithoutScanning() {
        onGtkThread {
            let count = 100_000
            let box = ScaleBox()
            let harness = LazyListHarness(
                ScrollViewReader { proxy in
                    List(0..<count, id: \.self) { Text("Row \($0)") }
                        .onAppear { box.proxy = proxy }
                })
            defer { harness.close() }
            guard let proxy = box.proxy else { return XCTFail("no proxy") }
            LazyRowPlan.idEvaluations = 0
            proxy.scrollTo(count - 1)
            XCTAssertLessThanOrEqual(LazyRowPlan.idEvaluations, count + 100, "the table is made once")
            harness.settle()
            XCTAssertTrue(harness.visibleRowTexts().contains("Row \(count - 1)"))
            LazyRowPlan.idEvaluations = 0
            proxy.scrollTo(count / 2)
            let warnings = LogCapture.capture(domain: "GtkUI") {
                proxy.scrollTo(-5)
                proxy.scrollTo(-6)
            }
            XCTAssertLessThanOrEqual(LazyRowPlan.idEvaluations, 100, "later look-ups, present or absent, use it")
            XCTAssertEqual(warnings.count, 2, "\(warnings)")
        }
    }

    func testAChangeThatKeepsTheIDsChecksTheKeptRowStateNearItsRows() {
        onGtkThread {
            let count = 100_000
            let model = Titles(count: count)
            let harness = LazyListHarness(TitledList(model: model))
            defer { harness.close() }
            // Rows scrolled away set their state aside by key.
            harness.scroll(toFraction: 0.001)
            harness.scroll(toFraction: 0.5)
            XCTAssertTrue(harness.visibleRowTexts().contains { $0.hasPrefix("R5") })
            LazyRowPlan.idEvaluations = 0
            model.titles[count / 2] = "Changed"
            TestLoop.drain()
            harness.settle()
            XCTAssertTrue(harness.visibleRowTexts().contains("Changed"))
            // The kept keys are found where they were: a few ids each, not a table of 100,000.
            XCTAssertLessThan(LazyRowPlan.idEvaluations, 2_000)
        }
    }

    func testStateOfRowsWhoseIDsLeftIsReleased() {
        onGtkThread {
            let reloads = Reloads()
            let harness = LazyListHarness(ReloadedList(reloads: reloads))
            defer { harness.close() }
            let before = RowTracker.live
            XCTAssertGreaterThan(before, 0)
            for _ in 0..<60 {
                reloads.base += 20
                TestLoop.drain()
            }
            harness.settle()
            XCTAssertTrue(harness.visibleRowTexts().contains("R\(reloads.base)"))
            // The rows shown and at most the spare rows' last state: 60 reloads × 20 rows kept would be 1,200.
            XCTAssertLessThanOrEqual(RowTracker.live, before + PlanIDIndex.shortSegment + 16 + 20)
            harness.close()
            XCTAssertEqual(RowTracker.live, 0)
        }
    }
}
