import GtkUI
import XCTest

// A user's grid and notebook, written only with the public container seam.

private struct GridCell: Equatable {
    var column: Int
    var row: Int
}

private struct GridCellKey: ContainerValueKey {
    static let defaultValue = GridCell(column: 0, row: 0)
}

private struct TabTitleKey: ContainerValueKey {
    static let defaultValue = ""
}

extension ContainerValues {
    fileprivate var cell: GridCell {
        get { self[GridCellKey.self] }
        set { self[GridCellKey.self] = newValue }
    }

    fileprivate var tabTitle: String {
        get { self[TabTitleKey.self] }
        set { self[TabTitleKey.self] = newValue }
    }
}

@MainActor
private final class PlacementLog {
    var calls: [String] = []
}

private struct TestGrid<Content: View>: GtkContainerRepresentable {
    let log: PlacementLog
    let content: Content

    init(log: PlacementLog, @ViewBuilder content: () -> Content) {
        self.log = log
        self.content = content()
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkGrid> { gtk_grid_new()!.cast() }
    func updateWidget(_ grid: UnsafeMutablePointer<GtkGrid>, context: Context) {}

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to grid: UnsafeMutablePointer<GtkGrid>, context: Context
    ) {
        let cell = placement.containerValues.cell
        gtk_grid_attach(grid, child, Int32(cell.column), Int32(cell.row), 1, 1)
        log.calls.append("add")
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in grid: UnsafeMutablePointer<GtkGrid>, context: Context
    ) {
        log.calls.append("update")
        gtk_container_remove(grid.cast(), child)
        let cell = placement.containerValues.cell
        gtk_grid_attach(grid, child, Int32(cell.column), Int32(cell.row), 1, 1)
    }
}

/// Only the required parts: every placement is the seam's default.
private struct PlainNotebook<Content: View>: GtkContainerRepresentable {
    let content: Content
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkNotebook> { gtk_notebook_new()!.cast() }
    func updateWidget(_ notebook: UnsafeMutablePointer<GtkNotebook>, context: Context) {}
}

private struct TabbedNotebook<Content: View>: GtkContainerRepresentable {
    let content: Content
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkNotebook> { gtk_notebook_new()!.cast() }
    func updateWidget(_ notebook: UnsafeMutablePointer<GtkNotebook>, context: Context) {}

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to notebook: UnsafeMutablePointer<GtkNotebook>,
        context: Context
    ) {
        let label = gtk_label_new(placement.containerValues.tabTitle)
        gtk_notebook_insert_page(notebook, child, label, Int32(placement.index))
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in notebook: UnsafeMutablePointer<GtkNotebook>,
        context: Context
    ) {
        gtk_notebook_reorder_child(notebook, child, Int32(placement.index))
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in notebook: UnsafeMutablePointer<GtkNotebook>,
        context: Context
    ) {
        gtk_notebook_set_tab_label_text(notebook, child, placement.containerValues.tabTitle)
    }
}

private struct OneChildFrame<Content: View>: GtkContainerRepresentable {
    let content: Content
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkFrame> { gtk_frame_new(nil)!.cast() }
    func updateWidget(_ frame: UnsafeMutablePointer<GtkFrame>, context: Context) {}
}

private struct GridScreen: View {
    let log: PlacementLog
    let bCell: GridCell
    var body: some View {
        TestGrid(log: log) {
            Text("A").containerValue(\.cell, GridCell(column: 0, row: 0))
            Text("B").containerValue(\.cell, bCell)
        }
    }
}

private struct NotebookScreen: View {
    let pages: [String]
    var body: some View {
        PlainNotebook(content: ForEach(pages, id: \.self) { Text($0) })
    }
}

private struct TabScreen: View {
    let titles: [String]
    var body: some View {
        TabbedNotebook(
            content: ForEach(Array(titles.enumerated()), id: \.offset) { page in
                Text("page \(page.offset)").containerValue(\.tabTitle, page.element)
            })
    }
}

private struct FrameScreen: View {
    let first: Bool
    let both: Bool
    var body: some View {
        OneChildFrame(
            content: Group {
                if first { Text("first") } else { Text("second") }
                if both { Text("extra") }
            })
    }
}

@MainActor
private func labelText(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String? {
    guard let widget else { return nil }
    return WidgetTree.labels(in: widget).first
}

final class ContainerPlacementTests: GtkTestCase {
    func testGridPlacesChildrenByTheirContainerValues() {
        onGtkThread {
            let log = PlacementLog()
            let host = HostingWidget(rootView: GridScreen(log: log, bCell: GridCell(column: 2, row: 1)))
            let grid: UnsafeMutablePointer<GtkGrid> = WidgetTree.first(gtk_grid_get_type(), in: host.widget)!.cast()
            XCTAssertEqual(labelText(gtk_grid_get_child_at(grid, 0, 0)), "A")
            XCTAssertEqual(labelText(gtk_grid_get_child_at(grid, 2, 1)), "B")
            XCTAssertEqual(log.calls, ["add", "add"])
        }
    }

    func testAChangedContainerValueReplacesTheKeptChild() {
        onGtkThread {
            let log = PlacementLog()
            let host = HostingWidget(rootView: GridScreen(log: log, bCell: GridCell(column: 1, row: 0)))
            let grid: UnsafeMutablePointer<GtkGrid> = WidgetTree.first(gtk_grid_get_type(), in: host.widget)!.cast()
            let b = gtk_grid_get_child_at(grid, 1, 0)

            host.rootView = GridScreen(log: log, bCell: GridCell(column: 0, row: 3))
            XCTAssertNil(gtk_grid_get_child_at(grid, 1, 0))
            XCTAssertEqual(gtk_grid_get_child_at(grid, 0, 3), b, "the same widget, placed anew")
            XCTAssertEqual(log.calls, ["add", "add", "update"])

            host.rootView = GridScreen(log: log, bCell: GridCell(column: 0, row: 3))
            XCTAssertEqual(log.calls.count, 3, "an unchanged value does not reach the container")
        }
    }

    func testDefaultPlacementKeepsOrderInAContainerThatIsNotABox() {
        onGtkThread {
            let host = HostingWidget(rootView: NotebookScreen(pages: ["a", "b", "c", "d"]))
            let notebook: UnsafeMutablePointer<GtkNotebook> =
                WidgetTree.first(gtk_notebook_get_type(), in: host.widget)!.cast()
            @MainActor func pages() -> [String] {
                (0..<gtk_notebook_get_n_pages(notebook)).compactMap {
                    labelText(gtk_notebook_get_nth_page(notebook, $0))
                }
            }
            XCTAssertEqual(pages(), ["a", "b", "c", "d"])
            host.rootView = NotebookScreen(pages: ["d", "a", "c", "b"])
            XCTAssertEqual(pages(), ["d", "a", "c", "b"])
            host.rootView = NotebookScreen(pages: ["d", "x", "a", "b"])
            XCTAssertEqual(pages(), ["d", "x", "a", "b"])
        }
    }

    func testTabTitlesFollowTheirValues() {
        onGtkThread {
            let host = HostingWidget(rootView: TabScreen(titles: ["One", "Two"]))
            let notebook: UnsafeMutablePointer<GtkNotebook> =
                WidgetTree.first(gtk_notebook_get_type(), in: host.widget)!.cast()
            @MainActor func titles() -> [String] {
                (0..<gtk_notebook_get_n_pages(notebook)).map {
                    String(cString: gtk_notebook_get_tab_label_text(notebook, gtk_notebook_get_nth_page(notebook, $0)))
                }
            }
            XCTAssertEqual(titles(), ["One", "Two"])
            host.rootView = TabScreen(titles: ["One", "Zwei", "Three"])
            XCTAssertEqual(titles(), ["One", "Zwei", "Three"])
        }
    }

    func testAOneChildContainerSwapsItsChildAndWarnsOnceAboutMore() {
        onGtkThread {
            var host: HostingWidget<FrameScreen>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: FrameScreen(first: true, both: false))
            }
            XCTAssertEqual(messages, [])
            guard let host else { return XCTFail("no host") }
            let frame: UnsafeMutablePointer<GtkBin> = WidgetTree.first(gtk_frame_get_type(), in: host.widget)!.cast()
            XCTAssertEqual(labelText(gtk_bin_get_child(frame)), "first")
            host.rootView = FrameScreen(first: false, both: false)
            XCTAssertEqual(labelText(gtk_bin_get_child(frame)), "second")
            let more = LogCapture.capture(domain: "GtkUI") {
                host.rootView = FrameScreen(first: false, both: true)
                host.rootView = FrameScreen(first: true, both: true)
            }
            XCTAssertEqual(more.count, 1, "\(more)")
            XCTAssertTrue(more.first?.contains("holds one child") ?? false, "\(more)")
            XCTAssertEqual(labelText(gtk_bin_get_child(frame)), "first")
            host.rootView = FrameScreen(first: true, both: false)
            XCTAssertEqual(labelText(gtk_bin_get_child(frame)), "first")
        }
    }

    func testPlacedContainersLeaveNothingBehind() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let boxes = Diagnostics.liveSignalBoxes.value
            do {
                let log = PlacementLog()
                let grid = HostingWidget(rootView: GridScreen(log: log, bCell: GridCell(column: 1, row: 0)))
                grid.rootView = GridScreen(log: log, bCell: GridCell(column: 0, row: 1))
                let tabs = HostingWidget(rootView: TabScreen(titles: ["One", "Two"]))
                tabs.rootView = TabScreen(titles: ["Two"])
                let notebook = HostingWidget(rootView: NotebookScreen(pages: ["a", "b"]))
                notebook.rootView = NotebookScreen(pages: ["b", "a"])
                XCTAssertGreaterThan(Diagnostics.liveWidgets.value, widgets)
                XCTAssertGreaterThan(Diagnostics.liveCoordinators.value, coordinators)
            }
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
        }
    }

    func testAContainerLetsGoOfItsChildrenWhenRemoved() {
        onGtkThread {
            // The census counts a widget gone once destroyed; only the reference count shows that
            // no one holds a destroyed child.
            var label: UnsafeMutablePointer<GtkWidget>?
            do {
                let log = PlacementLog()
                let host = HostingWidget(rootView: GridScreen(log: log, bCell: GridCell(column: 1, row: 0)))
                let grid: UnsafeMutablePointer<GtkGrid> =
                    WidgetTree.first(gtk_grid_get_type(), in: host.widget)!.cast()
                label = gtk_grid_get_child_at(grid, 1, 0)
                if let label { g_object_ref(label.gObject) }
            }
            guard let label else { return XCTFail("no label") }
            XCTAssertEqual(label.gObject.pointee.ref_count, 1, "only the test's own reference is left")
            g_object_unref(label.gObject)
        }
    }
}
