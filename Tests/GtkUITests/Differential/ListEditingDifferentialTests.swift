import Foundation
import XCTest

@testable import GtkUI

/// The randomized differential test of a list's row logic under changing data (issue 18 §1):
/// random inserts, removals and filters between clicks, Shift- and Ctrl-clicks, arrow and page
/// keys (with Shift and Ctrl), Space, Delete, the row menu (opened, then chosen after more
/// changes) and Alt+Up/Down moves. After every step the list's selection, cursor and the
/// `onDelete`/`onMove` calls it made are compared with a simple model that keeps every position
/// as an id, as SwiftUI does: an action acts on the rows it names wherever they are now, or on
/// nothing once they left.
///
/// The list is ``ListInteraction`` over real ``LazyRowPlan``s of `Section { ForEach … .onDelete
/// .onMove }`, without widgets, so a step costs microseconds; ``ListPositionTests`` drive the same
/// logic through GTK events.
///
/// `GTKUI_LIST_DIFF_SEED` replays a run (the seed is printed); `GTKUI_LIST_DIFF_STEPS` sets the
/// number of steps (10,000 by default; 100,000 pass).
final class ListEditingDifferentialTests: GtkTestCase {
    func testRandomEditsUnderChangingDataMatchTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let seed =
            environment["GTKUI_LIST_DIFF_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let steps = environment["GTKUI_LIST_DIFF_STEPS"].flatMap { Int($0) } ?? 10_000
        print("ListEditingDifferentialTests: seed=\(seed) steps=\(steps) (replay with GTKUI_LIST_DIFF_SEED=\(seed))")
        onGtkThread {
            var random = SplitMix(seed: seed)
            // A quarter of the steps with a single selection, the rest with a multiple one.
            for multiple in [false, true] {
                let run = ListEditingRun(multiple: multiple, seed: random.next())
                if let failure = run.run(steps: multiple ? steps - steps / 4 : steps / 4) {
                    XCTFail("seed=\(seed) multiple=\(multiple): \(failure)")
                    return
                }
            }
        }
    }
}

/// An edit the list asked the app to make.
private enum EditCall: Equatable, CustomStringConvertible {
    case delete([Int])
    case move([Int], Int)

    var description: String {
        switch self {
        case .delete(let offsets): "onDelete(\(offsets))"
        case .move(let offsets, let destination): "onMove(\(offsets), \(destination))"
        }
    }
}

/// The rows as the list sees them: a plan, and nothing mounted.
@MainActor
private final class PlanRows: ListRows {
    var plan: LazyRowPlan

    init(_ plan: LazyRowPlan) { self.plan = plan }

    var rowCount: Int { plan.count }
    func role(of index: Int) -> LazyRowPlan.Role { plan.locate(index).segment.role }
    func selectionID(at index: Int) -> AnyHashable { plan.key(at: index).id }
    func index(of id: AnyHashable) -> Int? { plan.index(ofID: id) }
    func index(ofKey key: RowKey) -> Int? { plan.index(ofKey: key) }
    func key(at index: Int) -> RowKey { plan.key(at: index) }
    func locate(_ index: Int) -> (segment: LazyRowPlan.Segment, offset: Int) { plan.locate(index) }
    func trackedRead<T>(_ body: () -> T) -> T { body() }
}

/// The app: its data (ids never reused), a filter, the selection it binds, and the edits the list
/// asked for.
@MainActor
private final class EditedApp {
    var all: [Int]
    var nextID: Int
    /// Hides ids divisible by 3 when on.
    var filtered = false
    var single: Int?
    var multiple: Set<Int> = []
    var calls: [EditCall] = []

    init(count: Int) {
        all = Array(0..<count)
        nextID = count
    }

    var shown: [Int] { filtered ? all.filter { $0 % 3 != 0 } : all }

    /// The list's content, as an app writes it.
    var content: some View {
        Section("Head") {
            ForEach(shown, id: \.self) { Text("Row \($0)") }
                .onDelete { self.calls.append(.delete(Array($0))) }
                .onMove { self.calls.append(.move(Array($0), $1)) }
        }
    }

    /// Applies an edit to the data, as the app's `onDelete`/`onMove` would.
    func apply(_ call: EditCall) {
        let shown = shown
        switch call {
        case .delete(let offsets):
            let gone = Set(offsets.map { shown[$0] })
            all.removeAll { gone.contains($0) }
        case .move(let offsets, let destination):
            let id = shown[offsets[0]]
            all.removeAll { $0 == id }
            if destination < shown.count, let before = all.firstIndex(of: shown[destination]) {
                all.insert(id, at: before)
            } else if let last = shown.last(where: { $0 != id }), let after = all.firstIndex(of: last) {
                all.insert(id, at: after + 1)
            } else {
                all.append(id)
            }
        }
    }
}

/// What SwiftUI's documented behaviour gives, positions kept as ids: row 0 is the header, row
/// `i` the `i - 1`th shown id.
@MainActor
private struct ListModel {
    let multiple: Bool
    var selection: Set<Int> = []
    var cursor: Int?
    var anchor: Int?
    var menu: [Int] = []
    var expected: [EditCall] = []

    /// The list's rows now: nil for the header.
    var rows: [Int?] = []

    func index(of id: Int?) -> Int? {
        guard let id, let offset = rows.firstIndex(of: id) else { return nil }
        return offset
    }

    mutating func select(_ index: Int, extend: Bool, toggle: Bool) {
        guard index > 0, index < rows.count, let id = rows[index] else { return }
        cursor = id
        if multiple, extend, let anchorIndex = self.index(of: anchor) {
            var ids = toggle ? selection : []
            for position in min(anchorIndex, index)...max(anchorIndex, index) {
                if let row = rows[position] { ids.insert(row) }
            }
            selection = ids
        } else if multiple, toggle {
            if selection.contains(id) { selection.remove(id) } else { selection.insert(id) }
            anchor = id
        } else {
            selection = [id]
            anchor = id
        }
    }

    mutating func press(_ key: ListInteraction.Key, shift: Bool, control: Bool, page: Int) {
        let count = rows.count
        let cursorIndex = index(of: cursor)
        let current = cursorIndex ?? -1
        let target: Int
        switch key {
        case .moveUp, .moveDown:
            guard let cursorIndex else { return }
            let offset = cursorIndex - 1
            let destination = key == .moveDown ? offset + 2 : offset - 1
            guard destination >= 0, destination <= count - 1 else { return }
            expected.append(.move([offset], destination))
            return
        case .delete:
            delete(selection.compactMap { index(of: $0) })
            return
        case .select:
            guard let cursorIndex else { return }
            select(cursorIndex, extend: false, toggle: control)
            return
        case .down: target = current + 1
        case .up: target = current < 0 ? 0 : current - 1
        case .pageDown: target = current + page
        case .pageUp: target = current - page
        case .home: target = 0
        case .end: target = count - 1
        }
        // The header is row 0 and the only row that is not selectable.
        let clamped = min(max(target, 0), count - 1)
        guard count > 1 else { return }
        let row = clamped == 0 ? 1 : clamped
        if control, !shift {
            cursor = rows[row]
        } else {
            select(row, extend: shift, toggle: false)
        }
    }

    mutating func delete(_ indices: [Int]) {
        guard !indices.isEmpty else { return }
        let ids = Set(indices.compactMap { rows[$0] })
        selection.subtract(ids)
        expected.append(.delete(indices.map { $0 - 1 }.sorted()))
    }

    mutating func openMenu(_ index: Int) {
        guard let id = rows[index] else { return }
        if !selection.contains(id) { select(index, extend: false, toggle: false) }
        menu = selection.contains(id) ? selection.filter { self.index(of: $0) != nil } : [id]
    }

    mutating func chooseMenuDelete() {
        let ids = menu
        menu = []
        delete(ids.compactMap { index(of: $0) })
    }
}

/// One run: the app, the list's logic over the app's plans, and the model.
@MainActor
private final class ListEditingRun {
    let app = EditedApp(count: 30)
    let rows: PlanRows
    let interaction: ListInteraction
    var model: ListModel
    var random: SplitMix
    let store = LazySourceStore()
    static let page = 5

    init(multiple: Bool, seed: UInt64) {
        random = SplitMix(seed: seed)
        model = ListModel(multiple: multiple)
        rows = PlanRows(LazyRowPlan(content: app.content, store: store))
        interaction = ListInteraction(rows: rows)
        let app = app
        interaction.selection =
            multiple
            ? ListSelection(multiple: Binding(get: { app.multiple }, set: { app.multiple = $0 }))
            : ListSelection(single: Binding(get: { app.single }, set: { app.single = $0 }))
        replan()
    }

    private func replan() {
        rows.plan = LazyRowPlan(content: app.content, store: store)
        model.rows = [nil] + app.shown.map { Optional($0) }
    }

    private func number(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }

    private func chance() -> Bool { random.next() % 2 == 0 }

    func run(steps: Int) -> String? {
        var log: [String] = []
        for step in 0..<steps {
            log.append(act())
            if log.count > 8 { log.removeFirst() }
            if app.calls != model.expected {
                return "step \(step) after \(log): the list asked \(app.calls), the model \(model.expected)"
            }
            for call in app.calls { app.apply(call) }
            if !app.calls.isEmpty { replan() }
            app.calls = []
            model.expected = []
            let selection = model.multiple ? app.multiple : Set([app.single].compactMap { $0 })
            if selection != model.selection {
                return "step \(step) after \(log): selection \(selection.sorted()), model \(model.selection.sorted())"
            }
            let cursor = model.index(of: model.cursor)
            if interaction.cursor != cursor {
                return "step \(step) after \(log): cursor at \(String(describing: interaction.cursor)), model at "
                    + "\(String(describing: cursor))"
            }
        }
        return nil
    }

    /// One random step; returns what it did.
    private func act() -> String {
        let shownCount = app.shown.count
        switch number(12) {
        case 0:
            let count = number(3) + 1
            let at = number(app.all.count + 1)
            app.all.insert(contentsOf: (0..<count).map { app.nextID + $0 }, at: at)
            app.nextID += count
            replan()
            return "insert \(count) at \(at)"
        case 1:
            guard !app.all.isEmpty else { return "nothing to remove" }
            let id = app.all.remove(at: number(app.all.count))
            replan()
            return "remove \(id)"
        case 2:
            // Keep the data from running dry or growing without end.
            if app.all.count > 60 {
                app.all.removeFirst(20)
            } else if app.all.count < 5 {
                app.all += (0..<10).map { app.nextID + $0 }
                app.nextID += 10
            } else {
                app.filtered.toggle()
            }
            replan()
            return "filter \(app.filtered) (\(app.all.count) ids)"
        case 3, 4:
            guard shownCount > 0 else { return "no row to click" }
            let index = number(shownCount) + 1
            let (shift, control) = (chance() && chance(), chance() && chance())
            interaction.select(index, extend: shift, toggle: control)
            model.select(index, extend: shift, toggle: control)
            return "click \(index) shift=\(shift) ctrl=\(control)"
        case 5, 6, 7, 8:
            let keys: [ListInteraction.Key] = [
                .up, .down, .pageUp, .pageDown, .home, .end, .select, .delete, .moveUp, .moveDown,
            ]
            let key = keys[number(keys.count)]
            let (shift, control) = (chance() && chance(), chance() && chance())
            _ = interaction.press(key, shift: shift, control: control, page: Self.page)
            model.press(key, shift: shift, control: control, page: Self.page)
            return "\(key) shift=\(shift) ctrl=\(control)"
        case 9, 10:
            guard shownCount > 0 else { return "no row for a menu" }
            let index = number(shownCount) + 1
            _ = interaction.openMenu(at: index)
            model.openMenu(index)
            return "menu of \(index)"
        default:
            interaction.deleteMenuRows()
            model.chooseMenuDelete()
            return "menu Delete"
        }
    }
}
