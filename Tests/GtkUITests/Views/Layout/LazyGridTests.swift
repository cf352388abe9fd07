import GtkUI
import XCTest

private struct Gallery: View {
    let columns: [GridItem]
    let items: [Int]
    var spacing: Double? = nil
    var body: some View {
        LazyVGrid(columns: columns, spacing: spacing) {
            ForEach(items, id: \.self) { Text("\($0)") }
        }
    }
}

@MainActor
private func text(at column: Int32, _ row: Int32, in grid: UnsafeMutablePointer<GtkGrid>) -> String? {
    gtk_grid_get_child_at(grid, column, row).flatMap { WidgetTree.labels(in: $0).first }
}

final class LazyGridTests: GtkTestCase {
    func testFixedAndFlexibleColumnsFillRowByRow() {
        onGtkThread {
            let columns = [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible(), spacing: 12)]
            let host = HostingWidget(rootView: Gallery(columns: columns, items: Array(1...5), spacing: 4))
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            XCTAssertEqual(text(at: 0, 0, in: grid), "1")
            XCTAssertEqual(text(at: 2, 0, in: grid), "3")
            XCTAssertEqual(text(at: 1, 1, in: grid), "5")
            var width: Int32 = 0
            gtk_widget_get_size_request(gtk_grid_get_child_at(grid, 0, 1)!, &width, nil)
            XCTAssertEqual(width, 50, "a fixed column's cells are as wide as the column")
            XCTAssertEqual(gtk_grid_get_row_spacing(grid), 4)
            XCTAssertEqual(gtk_grid_get_column_spacing(grid), 12)
            XCTAssertEqual(
                gtk_widget_get_hexpand(gtk_grid_get_child_at(grid, 1, 0)!), 1, "flexible columns share the width")
            XCTAssertEqual(gtk_widget_get_hexpand(gtk_grid_get_child_at(grid, 0, 0)!), 0)
            XCTAssertEqual(gtk_widget_compute_expand(grid.cast(), GTK_ORIENTATION_HORIZONTAL), 1)
        }
    }

    func testInsertsAndMovesReflowTheKeptCells() {
        onGtkThread {
            let columns = [GridItem(), GridItem()]
            let host = HostingWidget(rootView: Gallery(columns: columns, items: [1, 2, 3]))
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            XCTAssertEqual(gtk_grid_get_column_homogeneous(grid), 1)
            let three = gtk_grid_get_child_at(grid, 0, 1)
            host.rootView = Gallery(columns: columns, items: [3, 9, 1, 2])
            XCTAssertEqual(gtk_grid_get_child_at(grid, 0, 0), three)
            XCTAssertEqual(text(at: 1, 0, in: grid), "9")
            XCTAssertEqual(text(at: 1, 1, in: grid), "2")
            host.rootView = Gallery(columns: columns, items: [9, 2])
            XCTAssertEqual(text(at: 1, 0, in: grid), "2")
            XCTAssertEqual(WidgetTree.children(of: grid.cast()).count, 2)
        }
    }

    func testAdaptiveColumnsFlow() {
        onGtkThread {
            let columns = [GridItem(.adaptive(minimum: 80))]
            let host = HostingWidget(rootView: Gallery(columns: columns, items: [1, 2, 3]))
            let flow: UnsafeMutablePointer<GtkFlowBox> = firstWidget(gtk_flow_box_get_type(), in: host)
            let cells = WidgetTree.children(of: flow.cast())
            XCTAssertEqual(cells.map { WidgetTree.labels(in: $0).joined() }, ["1", "2", "3"])
            var width: Int32 = 0
            gtk_widget_get_size_request(cells[0], &width, nil)
            XCTAssertEqual(width, 80)
            host.rootView = Gallery(columns: columns, items: [3, 1])
            XCTAssertEqual(
                WidgetTree.children(of: flow.cast()).map { WidgetTree.labels(in: $0).joined() }, ["3", "1"])
        }
    }

    func testRowsOfALazyHGridFillColumnByColumn() {
        onGtkThread {
            let host = HostingWidget(
                rootView: LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(1...3, id: \.self) { Text("\($0)") } })
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            XCTAssertEqual(text(at: 0, 1, in: grid), "2")
            XCTAssertEqual(text(at: 1, 0, in: grid), "3")
        }
    }

    func testNegativeSpacingIsZeroWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<Gallery>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Gallery(columns: [GridItem()], items: [1], spacing: -3))
                host?.rootView = Gallery(columns: [GridItem()], items: [1, 2], spacing: -3)
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            guard let host else { return XCTFail("no host") }
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            XCTAssertEqual(gtk_grid_get_row_spacing(grid), 0)
        }
    }
}
