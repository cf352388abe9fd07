import GtkUI
import GtkUITesting
import XCTest

/// A fixed-size block, named for finding its frame.
@MainActor
private func block(_ name: String, _ width: Double, _ height: Double) -> some View {
    Text(name).frame(width: width, height: height)
}

/// Where the first line's baseline of the label showing `text` is drawn, in its window.
@MainActor
private func baseline(of text: String, in widget: WidgetPointer) -> Int32 {
    guard
        let label = WidgetTree.all(gtk_label_get_type(), in: widget).first(where: {
            WidgetTree.labels(in: $0) == [text]
        })
    else { fatalError("no label \(text) in\n\(WidgetTree.describe(widget))") }
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_label_get_layout_offsets(label.cast(), &x, &y)
    return y + pango_layout_get_baseline(gtk_label_get_layout(label.cast())) / 1024
}

private struct CountedCell: View {
    nonisolated(unsafe) static var bodies = 0
    let name: String
    @State private var count = 0
    var body: some View {
        Self.bodies += 1
        return Button("\(name) \(count)") { count += 1 }
    }
}

/// Two rows of two counting cells, switched between a row and a grid.
private struct GridSwitch: View {
    @State private var grid = false
    var body: some View {
        VStack {
            let layout =
                grid
                ? AnyLayout(GridLayout(horizontalSpacing: 5, verticalSpacing: 5)) : AnyLayout(HStackLayout(spacing: 5))
            layout {
                GridRow {
                    CountedCell(name: "A")
                    CountedCell(name: "B")
                }
                GridRow {
                    CountedCell(name: "C")
                    CountedCell(name: "D")
                }
            }
            Button("Switch") { grid.toggle() }
        }
    }
}

final class GridLayoutTests: GtkTestCase {
    func testColumnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        onGtkThread {
            let (host, window) = layOut(
                GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 5) {
                    GridRow {
                        block("A", 40, 20)
                        block("B", 20, 10)
                    }
                    GridRow {
                        block("C", 60, 30)
                        block("D", 30, 30)
                    }
                })
            defer { gtk_widget_destroy(window) }
            _ = host
            let grid = LaidOut(in: host.widget)
            XCTAssertEqual(grid.children.count, 4, "the rows' markers are not in the box")
            let a = grid.frame(of: "A")
            let b = grid.frame(of: "B")
            let c = grid.frame(of: "C")
            let d = grid.frame(of: "D")
            XCTAssertEqual([a.x, a.y, a.width, a.height], [0, 0, 40, 20])
            XCTAssertEqual([b.x, b.y], [70, 5], "second column after the 60-wide first, centred in a 20-tall row")
            XCTAssertEqual([c.x, c.y], [0, 25])
            XCTAssertEqual([d.x, d.y], [70, 25])
        }
    }

    func testASpanningCellWidensItsColumnsAndAChildOutsideARowSpansThemAll() {
        onGtkThread {
            let (host, window) = layOut(
                GridLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
                    GridRow {
                        block("X", 30, 10)
                        block("Y", 30, 10)
                    }
                    GridRow {
                        block("Wide", 100, 10).gridCellColumns(2)
                    }
                    Color.red.frame(height: 4)
                })
            defer { gtk_widget_destroy(window) }
            let grid = LaidOut(in: host.widget)
            // 30 + 10 + 30 = 70 lacks 30 of the spanning cell's 100: each column grows by 15.
            XCTAssertEqual(grid.frame(of: "Y").x, 55)
            XCTAssertEqual(grid.frame(of: "Wide").width, 100)
            let rule = grid.frame(2 + 1)
            XCTAssertEqual([rule.x, rule.y, rule.height], [0, 20, 4])
        }
    }

    func testColumnAlignmentAndCellAnchor() {
        onGtkThread {
            let (host, window) = layOut(
                GridLayout(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        block("Wide", 80, 40)
                        block("Tall", 10, 60)
                    }
                    GridRow {
                        block("Right", 20, 10).gridColumnAlignment(.trailing)
                        block("Anchored", 4, 4).gridCellAnchor(UnitPoint(x: 0.5, y: 1))
                    }
                    GridRow {
                        block("AlsoRight", 30, 10)
                        block("Top", 10, 10)
                    }
                })
            defer { gtk_widget_destroy(window) }
            let grid = LaidOut(in: host.widget)
            XCTAssertEqual(grid.frame(of: "Wide").x, 0, "the trailing column alignment applies to every row")
            XCTAssertEqual(grid.frame(of: "Right").x, 60)
            XCTAssertEqual(grid.frame(of: "AlsoRight").x, 50)
            let anchored = grid.frame(of: "Anchored")
            // Its cell is the second column (80 to 90) of the second row (60 to 70).
            XCTAssertEqual([anchored.x, anchored.y], [83, 66], "its bottom centre on its cell's bottom centre")
            XCTAssertEqual(grid.frame(of: "Top").y, 70, "the grid's top alignment elsewhere")
        }
    }

    func testUnsizedCellsTakeTheirRowAndColumnWithoutWideningThem() {
        onGtkThread {
            let unsized = layOut(
                GridLayout(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        block("A", 50, 20)
                        Color.blue.gridCellUnsizedAxes([.horizontal, .vertical])
                    }
                    GridRow {
                        block("B", 50, 20)
                        block("C", 30, 10)
                    }
                    Color.red.frame(height: 2).gridCellUnsizedAxes(.horizontal)
                }, width: 400, height: 300)
            defer { gtk_widget_destroy(unsized.1) }
            let grid = LaidOut(in: unsized.0.widget)
            let blue = grid.frame(1)
            XCTAssertEqual([blue.width, blue.height], [30, 20], "the colour takes C's column and A's row")
            XCTAssertEqual(grid.frame(4).width, 80, "the rule is as wide as the grid, which keeps its width")

            let sized = layOut(
                GridLayout(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        block("A", 50, 20)
                        block("C", 30, 10)
                    }
                    Color.red.frame(height: 2)
                }, width: 400, height: 300)
            defer { gtk_widget_destroy(sized.1) }
            XCTAssertEqual(
                LaidOut(in: sized.0.widget).frame(2).width, 400, "a flexible rule widens the grid to the window")
        }
    }

    func testARowLinesItsCellsUpOnTheirBaselines() {
        onGtkThread {
            let (host, window) = layOut(
                GridLayout {
                    GridRow(alignment: .firstTextBaseline) {
                        Text("Big").font(.largeTitle)
                        Text("small")
                    }
                })
            defer { gtk_widget_destroy(window) }
            XCTAssertEqual(baseline(of: "Big", in: host.widget), baseline(of: "small", in: host.widget))
        }
    }

    func testSwitchingBetweenARowAndAGridKeepsTheCellsAndTheirState() throws {
        try onGtkThread {
            let host = try ViewHost(GridSwitch())
            defer { host.close() }
            host.settle()
            let root: WidgetPointer = try XCTUnwrap(host.gtkWindow).cast()
            let laidOut = LaidOut(in: root)
            let widgets = laidOut.children
            XCTAssertEqual(widgets.count, 4)
            host.button("B 0").tap()
            host.settle()
            XCTAssertEqual(
                laidOut.frame(1).x, laidOut.frame(0).x + laidOut.frame(0).width + 5, "in a row: no gap for the GridRows"
            )
            XCTAssertEqual(laidOut.frame(2).x, laidOut.frame(1).x + laidOut.frame(1).width + 5)

            let bodies = CountedCell.bodies
            let liveWidgets = Diagnostics.liveWidgets.value
            host.button("Switch").tap()
            host.settle()
            XCTAssertEqual(CountedCell.bodies, bodies, "no cell's body is evaluated again")
            XCTAssertEqual(Diagnostics.liveWidgets.value, liveWidgets, "no widget made or destroyed")
            XCTAssertEqual(laidOut.children, widgets, "the same cells")
            XCTAssertTrue(host.button("B 1").exists, "the state is kept")
            XCTAssertEqual(laidOut.frame(2).x, laidOut.frame(0).x, "C starts the second row")
            XCTAssertEqual(laidOut.frame(2).y, laidOut.frame(0).y + laidOut.frame(0).height + 5)

            host.button("Switch").tap()
            host.settle()
            XCTAssertEqual(CountedCell.bodies, bodies)
            XCTAssertTrue(host.button("B 1").exists)
            XCTAssertEqual(laidOut.frame(2).y, laidOut.frame(0).y, "back in one row")
        }
    }

    func testAColumnCountBelowOneWarnsOnceAndSpansOneColumn() {
        onGtkThread {
            _ = LogCapture.expect("gridCellColumns(0)", domain: "GtkUI") {
                let (host, window) = layOut(
                    GridLayout(horizontalSpacing: 0) {
                        GridRow {
                            block("A", 10, 10).gridCellColumns(0)
                            block("B", 10, 10)
                        }
                    })
                defer { gtk_widget_destroy(window) }
                XCTAssertEqual(LaidOut(in: host.widget).frame(of: "B").x, 10)
            }
        }
    }
}
