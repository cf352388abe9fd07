import Foundation
import Observation
import XCTest

@testable import GtkUI

private struct MeasuredItem: Identifiable {
    let id: Int
    var title: String
}

@Observable
@MainActor
private final class MeasuredModel {
    var items: [MeasuredItem]

    init(count: Int) {
        // Every seventh row is three lines tall, so a row placed in another's line shows it.
        items = (0..<count).map { MeasuredItem(id: $0, title: $0 % 7 == 1 ? "Tall \($0)\nsecond\nthird" : "Row \($0)") }
    }
}

private struct MeasuredRow: View {
    let item: MeasuredItem

    var body: some View {
        Text(item.title)
    }
}

private struct MeasuredList: View {
    let model: MeasuredModel

    var body: some View {
        List(model.items) { item in MeasuredRow(item: item) }
    }
}

private struct MeasuredStack: View {
    let model: MeasuredModel

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(model.items) { item in MeasuredRow(item: item) }
            }
        }
    }
}

/// Issue 24 §2: an update measures again only the rows whose widgets it touched. A change of one
/// element re-describes every row shown; the others are compared, found unchanged, and keep
/// their measurement, even when they move to another line.
final class LazyRowMeasurementTests: GtkTestCase {
    func testAChangeOfOneElementMeasuresOnlyItsRow() {
        onGtkThread {
            for lazyStack in [false, true] {
                let model = MeasuredModel(count: 1000)
                let harness =
                    lazyStack
                    ? LazyListHarness(MeasuredStack(model: model)) : LazyListHarness(MeasuredList(model: model))
                defer { harness.close() }
                let context = lazyStack ? "LazyVStack" : "List"
                XCTAssertGreaterThan(harness.rows().count, 5, context)
                for round in 0..<3 {
                    let before = LazyRowNode.measurements
                    // Shorter than the widest row: a lazy stack as wide as its rows keeps its width, so
                    // no row needs measuring for a new width.
                    model.items[2 + round].title = "C\(round)"
                    harness.settle()
                    XCTAssertTrue(harness.visibleRowTexts().contains("C\(round)"), context)
                    XCTAssertEqual(LazyRowNode.measurements - before, 1, "\(context), round \(round): rows measured")
                }
                // A row whose text grows is measured again and gets the room it needs.
                model.items[3].title = "Grown\nto\nfour lines"
                harness.settle()
                assertRowsFitAndDoNotOverlap(harness, context: "\(context), grown")
            }
        }
    }

    func testRowsThatMoveKeepTheirMeasurementAndTheirLength() {
        onGtkThread {
            for lazyStack in [false, true] {
                let model = MeasuredModel(count: 1000)
                let harness =
                    lazyStack
                    ? LazyListHarness(MeasuredStack(model: model)) : LazyListHarness(MeasuredList(model: model))
                defer { harness.close() }
                let context = lazyStack ? "LazyVStack" : "List"
                // The tall row 1 and the short row 4 trade places; neither's content changes.
                let before = LazyRowNode.measurements
                model.items.swapAt(1, 4)
                harness.settle()
                XCTAssertEqual(LazyRowNode.measurements - before, 0, "\(context): rows measured")
                let texts = harness.visibleRowTexts()
                XCTAssertEqual(
                    Array(texts.prefix(5)), ["Row 0", "Row 4", "Row 2", "Row 3", "Tall 1\nsecond\nthird"], context)
                assertRowsFitAndDoNotOverlap(harness, context: "\(context), swapped")
            }
        }
    }
}

/// Each shown row is at least as tall as its content asks, and starts where the one before
/// it ends or later.
@MainActor
private func assertRowsFitAndDoNotOverlap(_ harness: LazyListHarness, context: String) {
    var previousEnd: Int32 = .min
    for row in harness.rows().prefix(10) {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(row, &allocation)
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(row, allocation.width, &minimum, &natural)
        let name = WidgetTree.labels(in: row).joined(separator: " ")
        XCTAssertGreaterThanOrEqual(allocation.height, minimum, "\(context): \(name) is cut")
        XCTAssertGreaterThanOrEqual(allocation.y, previousEnd, "\(context): \(name) overlaps the row before")
        previousEnd = allocation.y + allocation.height
    }
}
