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
private func widths(ofCellsIn line: WidgetPointer) -> [Int32] {
    WidgetTree.all(gtk_label_get_type(), in: line).map { label in
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(gtk_widget_get_parent(label) ?? label, &allocation)
        return allocation.width
    }
}

final class LazyGridTests: GtkTestCase {
    func testFixedAndFlexibleColumnsFillRowByRow() {
        onGtkThread {
            let columns = [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())]
            let harness = LazyListHarness(Gallery(columns: columns, items: Array(1...5), spacing: 4), width: 400)
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["1 2 3", "4 5"])
            let lines = harness.rows()
            var first = GtkAllocation()
            var second = GtkAllocation()
            gtk_widget_get_allocation(lines[0], &first)
            gtk_widget_get_allocation(lines[1], &second)
            XCTAssertEqual(second.y - (first.y + first.height), 4, "lines are `spacing` apart")
            XCTAssertEqual(first.width, 400, "a grid takes the width it is offered")
            let cellWidths = widths(ofCellsIn: lines[0])
            XCTAssertEqual(cellWidths.first, 50, "a fixed column's cells are as wide as the column")
            XCTAssertEqual(cellWidths[1], cellWidths[2], "flexible columns share the width")
            XCTAssertGreaterThan(cellWidths[1], 100)
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
            XCTAssertEqual(harness.rows().map { WidgetTree.labels(in: $0) }, [["1", "2"], ["3"]])
        }
    }

    func testLongGridsAreLazy() {
        onGtkThread {
            let harness = LazyListHarness(
                Gallery(columns: [GridItem(), GridItem(), GridItem()], items: Array(0..<90_000)))
            defer { harness.close() }
            XCTAssertLessThan(harness.rows().count, 30)
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
