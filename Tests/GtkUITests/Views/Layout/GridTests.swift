import GtkUI
import XCTest

private struct Table: View {
    let rows: [[String]]
    var spacing: Double? = nil
    var wideSpan = 2
    var body: some View {
        Grid(horizontalSpacing: spacing, verticalSpacing: spacing) {
            ForEach(rows, id: \.self) { row in
                GridRow {
                    ForEach(row, id: \.self) { Text($0) }
                }
            }
            Divider()
            GridRow {
                Text("wide").gridCellColumns(wideSpan)
                Text("end")
            }
        }
    }
}

@MainActor
private func text(at column: Int32, _ row: Int32, in grid: UnsafeMutablePointer<GtkGrid>) -> String? {
    gtk_grid_get_child_at(grid, column, row).flatMap { WidgetTree.labels(in: $0).first }
}

@MainActor
private func width(of child: WidgetPointer) -> Int32 {
    var value = GValue()
    g_value_init(&value, gtkui_type_int())
    gtk_container_child_get_property(gtk_widget_get_parent(child)!.cast(), child, "width", &value)
    return g_value_get_int(&value)
}

final class GridTests: GtkTestCase {
    func testRowsPlaceTheirCellsInColumns() {
        onGtkThread {
            let host = HostingWidget(rootView: Table(rows: [["a", "b", "c"], ["d", "e"]]))
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            XCTAssertEqual(text(at: 0, 0, in: grid), "a")
            XCTAssertEqual(text(at: 2, 0, in: grid), "c")
            XCTAssertEqual(text(at: 1, 1, in: grid), "e")
            let divider = gtk_grid_get_child_at(grid, 0, 2)!
            XCTAssertTrue(divider.isInstance(of: gtk_separator_get_type()))
            XCTAssertEqual(width(of: divider), 3, "a child outside a row spans every column")
            XCTAssertEqual(gtk_widget_get_halign(divider), GTK_ALIGN_FILL)
            XCTAssertEqual(
                gtk_widget_compute_expand(grid.cast(), GTK_ORIENTATION_HORIZONTAL), 0,
                "the divider does not widen the grid")
            XCTAssertEqual(text(at: 0, 3, in: grid), "wide")
            XCTAssertEqual(width(of: gtk_grid_get_child_at(grid, 0, 3)!), 2)
            XCTAssertEqual(text(at: 2, 3, in: grid), "end")
            XCTAssertEqual(WidgetTree.children(of: grid.cast()).count, 8, "row markers are never attached")
            XCTAssertEqual(gtk_grid_get_column_spacing(grid), 8)
        }
    }

    func testInsertsMovesAndRemovesKeepTheCells() {
        onGtkThread {
            let host = HostingWidget(rootView: Table(rows: [["a", "b"], ["c"]]))
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            let b = gtk_grid_get_child_at(grid, 1, 0)
            let c = gtk_grid_get_child_at(grid, 0, 1)
            host.rootView = Table(rows: [["c"], ["a", "b"]])
            XCTAssertEqual(text(at: 0, 0, in: grid), "c")
            XCTAssertEqual(text(at: 0, 1, in: grid), "a")
            XCTAssertEqual(gtk_grid_get_child_at(grid, 0, 0), c, "the same widget, moved")
            XCTAssertEqual(gtk_grid_get_child_at(grid, 1, 1), b)
            host.rootView = Table(rows: [["x", "y", "z"], ["a", "b"]])
            XCTAssertEqual(text(at: 2, 0, in: grid), "z")
            XCTAssertEqual(width(of: gtk_grid_get_child_at(grid, 0, 2)!), 3, "the divider follows the widest row")
            host.rootView = Table(rows: [["a", "b"]])
            XCTAssertEqual(text(at: 1, 0, in: grid), "b")
            XCTAssertEqual(gtk_grid_get_child_at(grid, 1, 0), b)
            XCTAssertEqual(width(of: gtk_grid_get_child_at(grid, 0, 1)!), 3, "the wide row is three columns")
            XCTAssertEqual(WidgetTree.children(of: grid.cast()).count, 5)
        }
    }

    func testBadSpacingAndSpansAreClampedWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<Table>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: Table(rows: [["a"]], spacing: -4, wideSpan: 0))
                host?.rootView = Table(rows: [["a", "b"]], spacing: -4, wideSpan: 0)
            }
            guard let host else { return XCTFail("no host") }
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("spacing") }, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("gridCellColumns(0)") }, "\(messages)")
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            XCTAssertEqual(gtk_grid_get_row_spacing(grid), 0)
            XCTAssertEqual(width(of: gtk_grid_get_child_at(grid, 0, 2)!), 1)
            XCTAssertEqual(text(at: 1, 2, in: grid), "end")
        }
    }

    func testCellsAreAlignedUnlessFlexible() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Grid(alignment: .topLeading) {
                    GridRow {
                        Text("a")
                        TextField("b", text: .constant(""))
                    }
                    GridRow(alignment: .bottom) { Text("c") }
                })
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            let a = gtk_grid_get_child_at(grid, 0, 0)!
            XCTAssertEqual(gtk_widget_get_halign(a), GTK_ALIGN_START)
            XCTAssertEqual(gtk_widget_get_valign(a), GTK_ALIGN_START)
            XCTAssertEqual(gtk_widget_get_halign(gtk_grid_get_child_at(grid, 1, 0)!), GTK_ALIGN_FILL)
            XCTAssertEqual(gtk_widget_get_valign(gtk_grid_get_child_at(grid, 0, 1)!), GTK_ALIGN_END)
        }
    }

    func testColumnAlignmentAnchorAndUnsizedAxesSetTheCellsAlignment() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Grid(alignment: .leading) {
                    GridRow {
                        Text("first")
                        Text("other")
                    }
                    GridRow {
                        Text("right").gridColumnAlignment(.trailing)
                        Text("anchored").gridCellAnchor(.bottomTrailing)
                    }
                    GridRow {
                        Text("also right")
                        Color.blue.gridCellUnsizedAxes(.horizontal)
                    }
                })
            let grid: UnsafeMutablePointer<GtkGrid> = firstWidget(gtk_grid_get_type(), in: host)
            func cell(_ column: Int32, _ row: Int32) -> WidgetPointer { gtk_grid_get_child_at(grid, column, row)! }
            XCTAssertEqual(gtk_widget_get_halign(cell(0, 0)), GTK_ALIGN_END, "the column's alignment, every row")
            XCTAssertEqual(gtk_widget_get_halign(cell(0, 2)), GTK_ALIGN_END)
            XCTAssertEqual(gtk_widget_get_halign(cell(1, 0)), GTK_ALIGN_START, "the grid's alignment elsewhere")
            XCTAssertEqual(gtk_widget_get_halign(cell(1, 1)), GTK_ALIGN_END)
            XCTAssertEqual(gtk_widget_get_valign(cell(1, 1)), GTK_ALIGN_END)
            XCTAssertEqual(gtk_widget_get_hexpand(cell(1, 2)), 0, "an unsized axis does not expand")
            XCTAssertEqual(gtk_widget_get_halign(cell(1, 2)), GTK_ALIGN_FILL)
            XCTAssertEqual(gtk_widget_compute_expand(grid.cast(), GTK_ORIENTATION_HORIZONTAL), 0)
        }
    }
}
