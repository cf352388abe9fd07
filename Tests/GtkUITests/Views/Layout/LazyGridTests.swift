import GtkUI
import XCTest

private struct Gallery: View {
    let columns: [GridItem]
    let items: [Int]
    var spacing: Double? = nil
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: spacing) {
                ForEach(items, id: \.self) { Text("\($0)") }
            }
        }
    }
}

@MainActor
private func allocation(of widget: WidgetPointer) -> GtkAllocation {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return allocation
}

final class LazyGridTests: GtkTestCase {
    func testFixedAndFlexibleColumnsFillRowByRow() {
        onGtkThread {
            let columns = [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())]
            let harness = LazyListHarness(Gallery(columns: columns, items: Array(1...5), spacing: 4), width: 400)
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["1 2 3", "4 5"])
            let cells = harness.rows().map(allocation(of:))
            XCTAssertEqual(cells.count, 5)
            XCTAssertEqual(cells[3].y - (cells[0].y + cells[0].height), 4, "lines are `spacing` apart")
            XCTAssertEqual(allocation(of: harness.box).width, 400, "a grid takes the width it is offered")
            XCTAssertEqual(cells[0].width, 50, "a fixed column's cells are as wide as the column")
            XCTAssertEqual(cells[1].width, cells[2].width, "flexible columns share the width")
            XCTAssertEqual(cells[1].x, cells[0].x + 50 + 8, "cells of a line are 8 pixels apart")
            XCTAssertEqual(cells[2].x + cells[2].width, 400)
        }
    }

    func testInsertsAndMovesReflowTheKeptCells() {
        onGtkThread {
            struct Host: View {
                @State var items = [1, 2, 3]
                var body: some View {
                    VStack {
                        Button("Shuffle") { items = items == [1, 2, 3] ? [3, 9, 1, 2] : [9, 2] }
                        Gallery(columns: [GridItem(), GridItem()], items: items)
                    }
                }
            }
            let harness = LazyListHarness(Host())
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["1 2", "3"])
            gtk_button_clicked(WidgetTree.button("Shuffle", in: harness.window))
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts(), ["3 9", "1 2"])
            gtk_button_clicked(WidgetTree.button("Shuffle", in: harness.window))
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts(), ["9 2"])
        }
    }

    func testAdaptiveColumnsFitTheWidth() {
        onGtkThread {
            let columns = [GridItem(.adaptive(minimum: 80))]
            let harness = LazyListHarness(Gallery(columns: columns, items: Array(1...10)), width: 400)
            defer { harness.close() }
            // (400 + 8) / (80 + 8): four cells to a line.
            XCTAssertEqual(harness.visibleRowTexts(), ["1 2 3 4", "5 6 7 8", "9 10"])
            gtk_window_resize(harness.window.cast(), 600, 300)
            TestLoop.run(until: { harness.visibleRowTexts().first == "1 2 3 4 5 6" })
            XCTAssertEqual(harness.visibleRowTexts(), ["1 2 3 4 5 6", "7 8 9 10"])
        }
    }

    func testRowsOfALazyHGridFillColumnByColumn() {
        onGtkThread {
            let harness = LazyListHarness(
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(1...3, id: \.self) { Text("\($0)") } }
                })
            defer { harness.close() }
            let cells = Dictionary(
                uniqueKeysWithValues: harness.rows().map { (WidgetTree.labels(in: $0).joined(), allocation(of: $0)) })
            guard let one = cells["1"], let two = cells["2"], let three = cells["3"] else {
                return XCTFail("cells missing: \(cells.keys)")
            }
            XCTAssertEqual(one.x, two.x, "1 and 2 share the first column")
            XCTAssertGreaterThan(two.y, one.y)
            XCTAssertGreaterThan(three.x, one.x)
            XCTAssertEqual(three.y, one.y)
            XCTAssertGreaterThanOrEqual(one.height, 17, "a cell is as tall as its text")
        }
    }

    func testLongGridsAreLazy() {
        onGtkThread {
            let harness = LazyListHarness(
                Gallery(columns: [GridItem(), GridItem(), GridItem()], items: Array(0..<90_000)))
            defer { harness.close() }
            XCTAssertLessThan(harness.rows().count, 90, "about 30 lines of 3 cells")
            XCTAssertLessThan(harness.labelCount, 100)
            harness.scroll(toFraction: 0.5)
            XCTAssertLessThan(harness.labelCount, 100)
            XCTAssertTrue(harness.visibleRowTexts().contains { $0.hasPrefix("450") })
        }
    }

    func testNegativeSpacingIsZeroWithOneWarning() {
        onGtkThread {
            var harness: LazyListHarness?
            let messages = LogCapture.capture(domain: "GtkUI") {
                harness = LazyListHarness(Gallery(columns: [GridItem()], items: [1, 2], spacing: -3))
            }
            defer { harness?.close() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            guard let rows = harness?.rows(), rows.count == 2 else { return XCTFail("two lines expected") }
            var first = GtkAllocation()
            var second = GtkAllocation()
            gtk_widget_get_allocation(rows[0], &first)
            gtk_widget_get_allocation(rows[1], &second)
            XCTAssertEqual(second.y, first.y + first.height)
        }
    }
}
