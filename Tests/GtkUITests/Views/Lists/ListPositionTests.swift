import Foundation
import GtkUI
import Observation
import XCTest

/// The rows of a list whose data changes under the user: names are the ids, and `onDelete` and
/// `onMove` edit them as an app would, noting every call and any offset past the end.
@MainActor
@Observable
private final class EditedRows {
    var names: [String]
    var single: String?
    var multiple: Set<String> = []
    @ObservationIgnored var deleted: [String] = []
    @ObservationIgnored var deleteCalls: [IndexSet] = []
    @ObservationIgnored var moveCalls: [(IndexSet, Int)] = []
    @ObservationIgnored var outOfRange: [String] = []

    init(count: Int) {
        names = (0..<count).map { "Row \($0)" }
    }

    func delete(_ offsets: IndexSet) {
        deleteCalls.append(offsets)
        guard offsets.allSatisfy({ $0 < names.count }) else {
            return outOfRange.append("onDelete(\(Array(offsets))) on \(names.count) rows")
        }
        deleted += offsets.map { names[$0] }
        names.remove(atOffsets: offsets)
    }

    func move(_ offsets: IndexSet, to destination: Int) {
        moveCalls.append((offsets, destination))
        guard offsets.allSatisfy({ $0 < names.count }), destination <= names.count else {
            return outOfRange.append("onMove(\(Array(offsets)), \(destination)) on \(names.count) rows")
        }
        names.move(fromOffsets: offsets, toOffset: destination)
    }
}

/// How the list binds its selection.
private enum SelectionKind {
    case none
    case single
    case multiple
}

private struct EditedList: View {
    let rows: EditedRows
    let selection: SelectionKind

    var body: some View {
        switch selection {
        case .none:
            List { editable }
        case .single:
            List(selection: Binding(get: { rows.single }, set: { rows.single = $0 })) { editable }
        case .multiple:
            List(selection: Binding(get: { rows.multiple }, set: { rows.multiple = $0 })) { editable }
        }
    }

    private var editable: some View {
        ForEach(rows.names, id: \.self) { Text($0) }
            .onDelete { rows.delete($0) }
            .onMove { rows.move($0, to: $1) }
    }
}

/// The shown row `name`, or a failure.
@MainActor private func row(_ name: String, in harness: LazyListHarness) -> WidgetPointer? {
    let row = harness.row(name)
    if row == nil { XCTFail("no row \(name)") }
    return row
}

/// Issue 18 §1: the cursor, the Shift anchor, the row menu's row and the dragged row are kept by
/// row id, so no action uses a position that was true before the data changed.
final class ListPositionTests: GtkTestCase {
    func testDeletingTwiceDeletesOnlyTheSelectedRow() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .single))
            defer { harness.close() }
            guard let last = row("Row 7", in: harness) else { return }
            PointerEvents.click(last)
            XCTAssertEqual(rows.single, "Row 7")
            harness.press(GDK_KEY_Delete)
            harness.settle()
            XCTAssertEqual(rows.deleted, ["Row 7"])
            XCTAssertNil(rows.single, "the deleted row leaves the selection")
            harness.press(GDK_KEY_Delete)
            harness.settle()
            XCTAssertEqual(rows.deleteCalls, [IndexSet(integer: 7)], "nothing selected: Delete deletes nothing")
            XCTAssertEqual(rows.outOfRange, [])
            XCTAssertEqual(rows.names.count, 7)
        }
    }

    func testRowMenuDeletesTheRowItWasOpenedForAfterARowArrives() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .none))
            defer { harness.close() }
            guard let row3 = row("Row 3", in: harness) else { return }
            PointerEvents.button(row3, press: true, number: 3)
            rows.names.insert("New", at: 0)
            harness.settle()
            guard let delete = LazyListHarness.poppedUpMenuItem("Delete") else { return XCTFail("no Delete item") }
            gtk_menu_item_activate(delete.cast())
            LazyListHarness.closeMenu(of: delete)
            XCTAssertEqual(rows.deleted, ["Row 3"])
            XCTAssertEqual(rows.deleteCalls, [IndexSet(integer: 4)])
        }
    }

    func testRowMenuDeletesNothingOnceTheDataIsEmpty() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .none))
            defer { harness.close() }
            guard let row3 = row("Row 3", in: harness) else { return }
            PointerEvents.button(row3, press: true, number: 3)
            rows.names = []
            harness.settle()
            guard let delete = LazyListHarness.poppedUpMenuItem("Delete") else { return XCTFail("no Delete item") }
            gtk_menu_item_activate(delete.cast())
            LazyListHarness.closeMenu(of: delete)
            XCTAssertEqual(rows.deleteCalls, [], "the menu's row is gone: nothing is deleted")
        }
    }

    func testRowMenuOfASelectedRowDeletesTheSelectionByID() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .multiple))
            defer { harness.close() }
            guard let row2 = row("Row 2", in: harness), let row4 = row("Row 4", in: harness) else { return }
            PointerEvents.click(row2)
            PointerEvents.click(row4, modifiers: GDK_CONTROL_MASK)
            PointerEvents.button(row4, press: true, number: 3)
            rows.names.insert("New", at: 0)
            rows.names.removeAll { $0 == "Row 2" }
            harness.settle()
            guard let delete = LazyListHarness.poppedUpMenuItem("Delete") else { return XCTFail("no Delete item") }
            gtk_menu_item_activate(delete.cast())
            LazyListHarness.closeMenu(of: delete)
            XCTAssertEqual(rows.deleted, ["Row 4"], "Row 2 left the data; Row 4 is found where it is now")
            XCTAssertEqual(rows.outOfRange, [])
        }
    }

    func testShiftUpAfterRowsLeftStartsFromARowThatExists() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .multiple))
            defer { harness.close() }
            guard let row6 = row("Row 6", in: harness) else { return }
            PointerEvents.click(row6)
            XCTAssertEqual(rows.multiple, ["Row 6"])
            rows.names = Array(rows.names.prefix(3))
            harness.settle()
            harness.press(GDK_KEY_Up, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(rows.multiple, ["Row 0"], "the cursor's row left: Up starts at the top, a new range")
            harness.press(GDK_KEY_Down, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(rows.multiple, ["Row 0", "Row 1"])
        }
    }

    func testShiftClickAfterTheAnchorLeftSelectsTheClickedRow() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .multiple))
            defer { harness.close() }
            guard let row6 = row("Row 6", in: harness) else { return }
            PointerEvents.click(row6)
            rows.names = Array(rows.names.prefix(3))
            harness.settle()
            guard let row1 = row("Row 1", in: harness) else { return }
            PointerEvents.click(row1, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(rows.multiple, ["Row 1"])
        }
    }

    func testShiftClickExtendsFromTheAnchorsRowWhereverItMoved() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .multiple))
            defer { harness.close() }
            guard let row2 = row("Row 2", in: harness) else { return }
            PointerEvents.click(row2)
            rows.names.removeFirst(2)
            harness.settle()
            guard let row4 = row("Row 4", in: harness) else { return }
            PointerEvents.click(row4, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(rows.multiple, ["Row 2", "Row 3", "Row 4"])
        }
    }

    func testAltUpAfterDeletingTheLastRowMovesNothing() {
        onGtkThread {
            let rows = EditedRows(count: 6)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .single))
            defer { harness.close() }
            guard let last = row("Row 5", in: harness) else { return }
            PointerEvents.click(last)
            harness.press(GDK_KEY_Delete)
            harness.settle()
            XCTAssertEqual(rows.deleted, ["Row 5"])
            harness.press(GDK_KEY_Up, modifiers: GDK_MOD1_MASK)
            harness.settle()
            XCTAssertEqual(rows.moveCalls.count, 0, "the cursor's row is gone")
            XCTAssertEqual(rows.outOfRange, [])
        }
    }

    func testAltDownMovesTheCursorsRowWhereverItIsNow() {
        onGtkThread {
            let rows = EditedRows(count: 6)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .single))
            defer { harness.close() }
            guard let row2 = row("Row 2", in: harness) else { return }
            PointerEvents.click(row2)
            rows.names.insert("New", at: 0)
            harness.settle()
            harness.press(GDK_KEY_Down, modifiers: GDK_MOD1_MASK)
            harness.settle()
            XCTAssertEqual(rows.moveCalls.first?.0, IndexSet(integer: 3))
            XCTAssertEqual(rows.moveCalls.first?.1, 5)
            harness.press(GDK_KEY_Down, modifiers: GDK_MOD1_MASK)
            harness.settle()
            XCTAssertEqual(rows.moveCalls.last?.0, IndexSet(integer: 4), "the cursor follows its row")
            XCTAssertEqual(rows.names, ["New", "Row 0", "Row 1", "Row 3", "Row 4", "Row 2", "Row 5"])
        }
    }

    func testADraggedRowIsDroppedByIDAfterARowArrives() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .none))
            defer { harness.close() }
            guard let row2 = row("Row 2", in: harness) else { return }
            SignalEmitter.emit(row2, "drag-begin", nil)
            rows.names.insert("New", at: 0)
            harness.settle()
            guard let row5 = row("Row 5", in: harness) else { return }
            var top = GtkAllocation()
            gtk_widget_get_allocation(row5, &top)
            SignalEmitter.emit(
                harness.box, "drag-data-received", nil, UnsafeMutableRawPointer(bitPattern: 4),
                UnsafeMutableRawPointer(bitPattern: Int(top.y) + 4), nil, nil, nil)
            XCTAssertEqual(rows.moveCalls.first?.0, IndexSet(integer: 3), "Row 2 is at offset 3 now")
            XCTAssertEqual(rows.moveCalls.first?.1, 6, "before Row 5")
        }
    }

    func testADraggedRowThatLeftTheDataMovesNothing() {
        onGtkThread {
            let rows = EditedRows(count: 8)
            let harness = LazyListHarness(EditedList(rows: rows, selection: .none))
            defer { harness.close() }
            guard let row2 = row("Row 2", in: harness) else { return }
            SignalEmitter.emit(row2, "drag-begin", nil)
            rows.names.removeAll { $0 == "Row 2" }
            harness.settle()
            guard let row5 = row("Row 5", in: harness) else { return }
            var top = GtkAllocation()
            gtk_widget_get_allocation(row5, &top)
            SignalEmitter.emit(
                harness.box, "drag-data-received", nil, UnsafeMutableRawPointer(bitPattern: 4),
                UnsafeMutableRawPointer(bitPattern: Int(top.y) + 4), nil, nil, nil)
            XCTAssertEqual(rows.moveCalls.count, 0)
        }
    }
}
