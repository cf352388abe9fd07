import Foundation
import GtkUI
import XCTest

private struct File: Identifiable {
    let id: Int
    let name: String
    let size: Int
}

private let files = [
    File(id: 1, name: "b.txt", size: 30),
    File(id: 2, name: "c.txt", size: 10),
    File(id: 3, name: "a.txt", size: 20),
]

/// The sort order and selection a table wrote, seen from outside the view.
@MainActor
private final class TableProbe {
    var order: [KeyPathComparator<File>] = []
    var selected: File.ID?
}

/// A table of `files` sorted by its own sort order, as SwiftUI code writes it.
private struct SortingHost: View {
    let probe: TableProbe
    @State private var order: [KeyPathComparator<File>] = []
    @State private var selected: File.ID?

    var body: some View {
        let _ = probe.order = order
        let _ = probe.selected = selected
        Table(files.sorted(using: order), selection: $selected, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size) KB") }
        }
    }
}

final class TableTests: GtkTestCase {
    /// The header shows one button per column and each row one cell per column, in a box that
    /// assistive technologies see as a table.
    func testColumnsAndCellsRender() {
        onGtkThread {
            let harness = LazyListHarness(
                Table(files) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Size") { file in Text("\(file.size) KB") }
                })
            defer { harness.close() }
            XCTAssertEqual(headerTitles(in: harness.window), ["Name", "Size"])
            XCTAssertEqual(harness.visibleRowTexts(), ["b.txt 30 KB", "c.txt 10 KB", "a.txt 20 KB"])
            let row = harness.rows()[0]
            XCTAssertEqual(cells(in: row).count, 2)
            XCTAssertEqual(cells(in: row).map { WidgetTree.labels(in: $0) }, [["b.txt"], ["30 KB"]])
            let table = styled("gtkui-table", in: harness.window)
            XCTAssertEqual(table.count, 1)
            XCTAssertEqual(table.first.map { atk_object_get_role(gtk_widget_get_accessible($0)) }, ATK_ROLE_TABLE)
            XCTAssertEqual(atk_object_get_role(gtk_widget_get_accessible(row)), ATK_ROLE_LIST_ITEM)
            // The header sits outside the rows' scrolled window.
            let header = styled("gtkui-table-header", in: harness.window)[0]
            XCTAssertNotEqual(
                gtk_widget_get_ancestor(header, gtk_scrolled_window_get_type()),
                gtk_widget_get_ancestor(harness.box, gtk_scrolled_window_get_type()))
        }
    }

    /// A click on a sortable header puts its comparator first in the bound sort order, forward;
    /// a second click reverses it; another column's click puts that one first.
    func testClickingAHeaderSortsThroughTheBinding() {
        onGtkThread {
            let probe = TableProbe()
            let harness = LazyListHarness(SortingHost(probe: probe))
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["b.txt 30 KB", "c.txt 10 KB", "a.txt 20 KB"])
            XCTAssertEqual(sortArrows(in: harness.window), [nil, nil])

            gtk_button_clicked(headerButton("Name", in: harness.window))
            harness.settle()
            XCTAssertEqual(probe.order, [KeyPathComparator(\File.name)])
            XCTAssertEqual(harness.visibleRowTexts(), ["a.txt 20 KB", "b.txt 30 KB", "c.txt 10 KB"])
            XCTAssertEqual(sortArrows(in: harness.window), ["pan-down-symbolic", nil])

            gtk_button_clicked(headerButton("Name", in: harness.window))
            harness.settle()
            XCTAssertEqual(probe.order, [KeyPathComparator(\File.name, order: .reverse)])
            XCTAssertEqual(harness.visibleRowTexts(), ["c.txt 10 KB", "b.txt 30 KB", "a.txt 20 KB"])
            XCTAssertEqual(sortArrows(in: harness.window), ["pan-up-symbolic", nil])

            gtk_button_clicked(headerButton("Size", in: harness.window))
            harness.settle()
            XCTAssertEqual(
                probe.order, [KeyPathComparator(\File.size), KeyPathComparator(\File.name, order: .reverse)])
            XCTAssertEqual(harness.visibleRowTexts(), ["c.txt 10 KB", "a.txt 20 KB", "b.txt 30 KB"])
            XCTAssertEqual(sortArrows(in: harness.window), [nil, "pan-down-symbolic"])
        }
    }

    /// A click on a row selects it through the binding, as in a List, and the row shows it.
    func testClickingARowSelectsIt() {
        onGtkThread {
            let probe = TableProbe()
            let harness = LazyListHarness(SortingHost(probe: probe))
            defer { harness.close() }
            let row = harness.rows()[1]
            XCTAssertEqual(WidgetTree.labels(in: row), ["c.txt", "10 KB"])
            PointerEvents.click(row)
            harness.settle()
            XCTAssertEqual(probe.selected, 2)
            XCTAssertNotEqual(gtk_widget_get_state_flags(row).rawValue & GTK_STATE_FLAG_SELECTED.rawValue, 0)
            // The selection follows the row when the table is sorted.
            gtk_button_clicked(headerButton("Name", in: harness.window))
            harness.settle()
            let selected = harness.rows().filter {
                gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
            }
            XCTAssertEqual(selected.map { WidgetTree.labels(in: $0) }, [["c.txt", "10 KB"]])
            XCTAssertEqual(probe.selected, 2)
        }
    }

    /// A multiple selection binding takes the clicked row's id, as a List's does.
    func testClickingARowSelectsItInAMultipleSelection() {
        onGtkThread {
            final class Chosen { var ids: Set<Int> = [] }
            let chosen = Chosen()
            let selection = Binding(get: { chosen.ids }, set: { chosen.ids = $0 })
            let harness = LazyListHarness(
                Table(files, selection: selection, sortOrder: .constant([])) {
                    TableColumn("Name", value: \.name)
                })
            defer { harness.close() }
            PointerEvents.click(harness.rows()[2])
            harness.settle()
            XCTAssertEqual(chosen.ids, [3])
        }
    }

    /// A table of 100,000 rows mounts a screenful, and stays that small while it scrolls.
    func testLongTableMountsOnlyTheRowsOnScreen() {
        onGtkThread {
            let many = (0..<100_000).map { File(id: $0, name: "File \($0)", size: $0 % 997) }
            let harness = LazyListHarness(
                Table(many) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Size") { Text("\($0.size) KB") }
                    TableColumn("Kind") { _ in Text("Text") }
                })
            defer { harness.close() }
            XCTAssertGreaterThan(harness.rows().count, 4)
            XCTAssertLessThan(harness.rows().count, 40, "a 300-pixel window shows a screenful of rows")
            XCTAssertEqual(harness.visibleRowTexts().first, "File 0 0 KB Text")
            var mostLabels = harness.labelCount
            for fraction in [0.5, 0.9, 1.0] {
                harness.scroll(toFraction: fraction)
                mostLabels = max(mostLabels, harness.labelCount)
                XCTAssertLessThan(harness.rows().count, 40)
                let first = harness.visibleRowTexts().first?.split(separator: " ")[1]
                let shown = first.flatMap { Int($0) } ?? -1
                XCTAssertLessThan(abs(shown - Int(Double(many.count) * fraction)), 40, "rows near \(fraction) show")
            }
            XCTAssertLessThan(mostLabels, 200, "labels mounted at any time")
            XCTAssertEqual(harness.visibleRowTexts().last, "File 99999 \(99_999 % 997) KB Text")
        }
    }

    /// Dragging a header's right edge widens its column in the header and in every row, without
    /// remounting the rows' widgets; bounds set with `.width(min:ideal:max:)` hold, and a column
    /// of fixed `.width(_:)` has no edge to drag.
    func testDraggingAHeaderEdgeResizesTheColumn() {
        onGtkThread {
            let harness = LazyListHarness(
                Table(files) {
                    TableColumn("Name", value: \.name).width(min: 50, ideal: 100, max: 180)
                    TableColumn("Size") { Text("\($0.size) KB") }.width(70)
                    TableColumn("Kind") { _ in Text("Text") }
                },
                width: 600)
            defer { harness.close() }
            XCTAssertEqual(cellWidths(in: harness.rows()[0]).prefix(2), [100, 70])
            let label = WidgetTree.first(gtk_label_get_type(), in: harness.rows()[0])
            let grips = styled("gtkui-table-resizer", in: harness.window)
            XCTAssertEqual(grips.map { gtk_widget_get_visible($0) != 0 }, [true, false, true])
            let headerBefore = width(of: headerButton("Size", in: harness.window).cast())

            drag(grips[0], by: 40)
            harness.settle()
            for row in harness.rows() {
                XCTAssertEqual(cellWidths(in: row).prefix(2), [140, 70], "every row follows the header")
            }
            XCTAssertEqual(WidgetTree.first(gtk_label_get_type(), in: harness.rows()[0]), label, "rows stay mounted")
            XCTAssertEqual(width(of: headerButton("Size", in: harness.window).cast()), headerBefore)
            let nameHeader = width(of: headerButton("Name", in: harness.window).cast())
            XCTAssertEqual(nameHeader, 140 + 12, "the header is as wide as the column and the row inset")

            drag(grips[0], by: 200)
            harness.settle()
            XCTAssertEqual(cellWidths(in: harness.rows()[0]).first, 180, "the maximum holds")
            drag(grips[0], by: -400)
            harness.settle()
            XCTAssertEqual(cellWidths(in: harness.rows()[0]).first, 50, "the minimum holds")
        }
    }

    /// Content wider than its column is cut at the column's edge instead of covering the next.
    func testWideContentIsClippedToItsColumn() {
        onGtkThread {
            let harness = LazyListHarness(
                Table(files) {
                    TableColumn("Path") { file in Text("/home/user/\(file.name)").frame(width: 150) }.width(60)
                    TableColumn("Name", value: \.name)
                },
                width: 600)
            defer { harness.close() }
            let cell = cells(in: harness.rows()[0])[0]
            let label = WidgetTree.first(gtk_label_get_type(), in: cell)!
            XCTAssertGreaterThan(width(of: label), 60, "the content is wider than its column")
            var allocation = GtkAllocation()
            var clip = GtkAllocation()
            gtk_widget_get_allocation(cell, &allocation)
            gtk_widget_get_clip(cell, &clip)
            XCTAssertEqual(allocation.width, 60 - 12)
            XCTAssertEqual([clip.x, clip.width], [allocation.x, allocation.width], "drawing stops at the cell's edge")
            let next = cells(in: harness.rows()[0])[1]
            var nextAllocation = GtkAllocation()
            gtk_widget_get_allocation(next, &nextAllocation)
            XCTAssertEqual(nextAllocation.x, allocation.x + 60, "the next column starts after this one")
        }
    }

    /// Columns wider than the table scroll across with the rows, and the header follows them.
    func testHeaderFollowsHorizontalScrolling() {
        onGtkThread {
            let harness = LazyListHarness(
                Table(files) {
                    TableColumn("Name", value: \.name).width(200)
                    TableColumn("Size") { Text("\($0.size) KB") }.width(200)
                },
                width: 250)
            defer { harness.close() }
            guard let rows = gtk_widget_get_ancestor(harness.box, gtk_scrolled_window_get_type()),
                let header = gtk_widget_get_ancestor(
                    styled("gtkui-table-header", in: harness.window)[0], gtk_scrolled_window_get_type()),
                let rowsAdjustment = gtk_scrolled_window_get_hadjustment(rows.cast()),
                let headerAdjustment = gtk_scrolled_window_get_hadjustment(header.cast())
            else { return XCTFail("no scrolled windows") }
            XCTAssertGreaterThan(gtk_adjustment_get_upper(rowsAdjustment), 400, "the rows are wider than the table")
            gtk_adjustment_set_value(rowsAdjustment, 60)
            harness.settle()
            XCTAssertEqual(gtk_adjustment_get_value(headerAdjustment), 60)
        }
    }

    /// Invalid widths are ignored with one warning each, and the column keeps its default width.
    func testInvalidWidthsWarnAndAreIgnored() {
        onGtkThread {
            var table: Table<File, TableColumnList<File>>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                table = Table(files) {
                    TableColumn("Name", value: \.name).width(-5)
                    TableColumn("Size") { Text("\($0.size)") }.width(min: 90, max: 40)
                }
            }
            XCTAssertEqual(messages.count, 2, "\(messages)")
            guard let table else { return XCTFail("no table") }
            let harness = LazyListHarness(table, width: 600)
            defer { harness.close() }
            XCTAssertEqual(cellWidths(in: harness.rows()[0]).first, 120)
            let grips = styled("gtkui-table-resizer", in: harness.window)
            XCTAssertEqual(grips.map { gtk_widget_get_visible($0) != 0 }, [true, false], "min > max: a fixed width")
        }
    }

    /// Closing a table frees every row, header button and signal handler it made.
    func testUnmountingFreesTheTable() {
        onGtkThread {
            let widgetsBefore = Diagnostics.liveWidgets.value
            let boxesBefore = Diagnostics.liveSignalBoxes.value
            let coordinatorsBefore = Diagnostics.liveCoordinators.value
            let many = (0..<5_000).map { File(id: $0, name: "File \($0)", size: $0) }
            let harness = LazyListHarness(
                Table(many) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Size") { Text("\($0.size) KB") }
                })
            harness.scroll(toFraction: 0.4)
            drag(styled("gtkui-table-resizer", in: harness.window)[0], by: 30)
            harness.settle()
            XCTAssertGreaterThan(Diagnostics.liveSignalBoxes.value, boxesBefore)
            harness.close()
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgetsBefore)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxesBefore)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinatorsBefore)
        }
    }
}

// MARK: Looking at a table

@MainActor
private func styled(_ styleClass: String, in widget: WidgetPointer) -> [WidgetPointer] {
    WidgetTree.all(gtk_widget_get_type(), in: widget).filter {
        gtk_style_context_has_class(gtk_widget_get_style_context($0), styleClass) != 0
    }
}

@MainActor
private func headerButtons(in window: WidgetPointer) -> [WidgetPointer] {
    styled("gtkui-table-header", in: window).flatMap { WidgetTree.all(gtk_button_get_type(), in: $0) }
}

@MainActor
private func headerTitles(in window: WidgetPointer) -> [String] {
    headerButtons(in: window).map { WidgetTree.labels(in: $0).joined() }
}

@MainActor
private func headerButton(_ title: String, in window: WidgetPointer) -> UnsafeMutablePointer<GtkButton> {
    guard let button = headerButtons(in: window).first(where: { WidgetTree.labels(in: $0) == [title] }) else {
        fatalError("no header \(title)")
    }
    return button.cast()
}

/// The icon of each header's sort arrow, nil where none shows.
@MainActor
private func sortArrows(in window: WidgetPointer) -> [String?] {
    headerButtons(in: window).map { button in
        guard let image = WidgetTree.first(gtk_image_get_type(), in: button), gtk_widget_get_visible(image) != 0
        else { return nil }
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(image.cast(), &name, nil)
        return name.map { String(cString: $0) }
    }
}

@MainActor
private func cells(in row: WidgetPointer) -> [WidgetPointer] { styled("gtkui-table-cell", in: row) }

@MainActor
private func width(of widget: WidgetPointer) -> Int32 {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return allocation.width
}

/// Each cell's width in its column, its insets included.
@MainActor
private func cellWidths(in row: WidgetPointer) -> [Int32] {
    cells(in: row).map { width(of: $0) + gtk_widget_get_margin_start($0) + gtk_widget_get_margin_end($0) }
}

/// Presses the primary button on `grip`, moves the pointer `offset` pixels across and releases it,
/// with real events delivered through GDK.
@MainActor
private func drag(_ grip: WidgetPointer, by offset: Double) {
    guard let window = gtk_widget_get_window(grip) else { return XCTFail("the grip is not realized") }
    let device = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    func send(_ type: GdkEventType, x: Double) {
        let event = gdk_event_new(type)!
        g_object_ref(UnsafeMutableRawPointer(window))  // the event releases it
        switch type {
        case GDK_MOTION_NOTIFY:
            event.pointee.motion.window = window
            event.pointee.motion.x = 2 + x
            event.pointee.motion.x_root = 100 + x
            event.pointee.motion.state = GDK_BUTTON1_MASK.rawValue
        default:
            event.pointee.button.window = window
            event.pointee.button.x = 2 + x
            event.pointee.button.x_root = 100 + x
            event.pointee.button.button = 1
            if type == GDK_BUTTON_RELEASE { event.pointee.button.state = GDK_BUTTON1_MASK.rawValue }
        }
        gdk_event_set_device(event, device)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
    send(GDK_BUTTON_PRESS, x: 0)
    send(GDK_MOTION_NOTIFY, x: offset / 2)
    send(GDK_MOTION_NOTIFY, x: offset)
    send(GDK_BUTTON_RELEASE, x: offset)
    TestLoop.drain()
}
