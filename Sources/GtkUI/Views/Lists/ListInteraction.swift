import Foundation

/// What a list does with its rows when the user acts, apart from widgets: selecting by pointer
/// and keyboard, deleting, moving, and the row menu's rows.
///
/// Every position it keeps (the keyboard's row, the row a Shift selection extends from, the rows
/// an open menu acts on) is a ``RowKey``, found again when used. Rows come and go under them:
/// a kept index would name another row, or none, after the data changed; a key names its row
/// wherever it went, or nothing once it left the data, and then the action does nothing.
@MainActor
final class ListInteraction {
    /// The keys a list answers.
    enum Key {
        case up
        case down
        case pageUp
        case pageDown
        case home
        case end
        /// Space: selects the cursor's row (Ctrl: toggles it).
        case select
        case delete
        /// Alt+Up and Alt+Down: moves the cursor's row through `onMove`.
        case moveUp
        case moveDown
    }

    private unowned let rows: any ListRows
    /// The list's selection, if it has one.
    var selection: ListSelection?
    private var cursorKey: RowKey?
    private var anchorKey: RowKey?
    /// The rows the open row menu acts on.
    private var menuRows: [RowKey] = []

    init(rows: any ListRows) {
        self.rows = rows
    }

    /// The ids selected now; reading them makes the list follow the selection.
    var selected: Set<AnyHashable> {
        guard let selection else { return [] }
        return rows.trackedRead { selection.read() }
    }

    /// The row the keyboard is on now, if it is still in the data.
    var cursor: Int? { cursorKey.flatMap(rows.index(ofKey:)) }

    /// The row a Shift selection extends from now, if it is still in the data.
    private var anchor: Int? { anchorKey.flatMap(rows.index(ofKey:)) }

    /// Whether row `index` is selected.
    func isSelected(_ index: Int) -> Bool { selected.contains(rows.selectionID(at: index)) }

    /// Whether the mismatch of the selection's type and the rows' ids was warned about.
    private var warnedType = false

    /// Whether `id`, a row's, can be a value of the selection; when it cannot, warns once naming
    /// both types: such a selection never selects a row, and writing it would reset it.
    func selectionAccepts(_ id: AnyHashable) -> Bool {
        guard let selection, !selection.accepts(id) else { return true }
        // A static row without a tag is not a value of the selection, whatever its type.
        if id.base is StaticRowID { return false }
        if !warnedType {
            warnedType = true
            Diagnostics.warn(
                "GtkUI: a list's selection holds \(selection.valueType) but its rows' ids are "
                    + "\(type(of: id.base)); no row can be selected. Use a selection of \(type(of: id.base)) or give "
                    + "the rows tags of type \(selection.valueType) with .tag(_:)")
        }
        return false
    }

    /// Selects row `index`: alone, toggled (Ctrl), or as the end of a range from the anchor
    /// (Shift) in a list that allows several. A Shift selection whose anchor left the data starts
    /// a new one at `index`.
    func select(_ index: Int, extend: Bool, toggle: Bool) {
        guard index >= 0, index < rows.rowCount else { return }
        cursorKey = rows.key(at: index)
        guard let selection, rows.role(of: index) == .row else { return }
        let id = rows.selectionID(at: index)
        guard selectionAccepts(id) else { return }
        var ids: Set<AnyHashable>
        if selection.allowsMultiple, extend, let anchor {
            ids = toggle ? selected : []
            for position in min(anchor, index)...max(anchor, index) where rows.role(of: position) == .row {
                ids.insert(rows.selectionID(at: position))
            }
        } else if selection.allowsMultiple, toggle {
            ids = selected
            if !ids.insert(id).inserted { ids.remove(id) }
            anchorKey = cursorKey
        } else {
            ids = [id]
            anchorKey = cursorKey
        }
        selection.write(ids)
    }

    /// Answers `key`, `page` rows to a page; returns whether the list handled it and the row to
    /// scroll to.
    func press(_ key: Key, shift: Bool, control: Bool, page: Int) -> (handled: Bool, scrollTo: Int?) {
        let count = rows.rowCount
        guard count > 0 else { return (false, nil) }
        let cursor = cursor
        let current = cursor ?? -1
        let target: Int
        switch key {
        case .moveUp: return (moveCursorRow(by: -1), nil)
        case .moveDown: return (moveCursorRow(by: 1), nil)
        case .delete: return (deleteSelection(), nil)
        case .select:
            guard let cursor else { return (false, nil) }
            select(cursor, extend: false, toggle: control)
            return (true, nil)
        case .down: target = current + 1
        case .up: target = current < 0 ? 0 : current - 1
        case .pageDown: target = current + page
        case .pageUp: target = current - page
        case .home: target = 0
        case .end: target = count - 1
        }
        guard let index = nextRow(from: min(max(target, 0), count - 1), forward: target >= current) else {
            return (true, nil)
        }
        if control, !shift {
            cursorKey = rows.key(at: index)  // Ctrl moves the cursor without selecting, as in GTK's lists
        } else {
            select(index, extend: shift, toggle: false)
        }
        return (true, index)
    }

    /// The nearest selectable row from `index` in the direction of travel, else the other way
    /// (a header at the top is not a place to stop); nil when no row can be selected.
    private func nextRow(from index: Int, forward: Bool) -> Int? {
        let count = rows.rowCount
        for direction in forward ? [1, -1] : [-1, 1] {
            var position = index
            while position >= 0, position < count {
                if rows.role(of: position) == .row { return position }
                position += direction
            }
        }
        return nil
    }

    /// Deletes the selected rows through their sources' `onDelete`; returns whether any could be.
    /// With nothing selected it deletes nothing: the cursor alone is not a selection.
    @discardableResult
    func deleteSelection() -> Bool {
        let ids = selected
        guard !ids.isEmpty else { return false }
        return delete(rows: ids.compactMap(rows.index(of:)))
    }

    /// Deletes the rows at `indices`, found by id just now, through their sources' `onDelete`
    /// (each source once, its offsets together), and takes them out of the selection; returns
    /// whether any could be deleted.
    private func delete(rows indices: [Int]) -> Bool {
        var bySource: [Int: (editing: RowEditing, offsets: IndexSet)] = [:]
        var deleted: Set<AnyHashable> = []
        for index in indices where index >= 0 && index < rows.rowCount {
            let (segment, offset) = rows.locate(index)
            guard let editing = segment.editing, editing.onDelete != nil else { continue }
            bySource[segment.source, default: (editing, IndexSet())].offsets.insert(offset)
            deleted.insert(rows.selectionID(at: index))
        }
        guard !bySource.isEmpty else { return false }
        if let selection {
            let selected = selected
            let remaining = selected.subtracting(deleted)
            if remaining.count != selected.count { selection.write(remaining) }
        }
        for (_, entry) in bySource.sorted(by: { $0.key < $1.key }) { entry.editing.onDelete?(entry.offsets) }
        return true
    }

    /// Moves the cursor's row one place up or down through its source's `onMove`; nothing when
    /// the cursor's row left the data or is at the end of its source.
    @discardableResult
    func moveCursorRow(by step: Int) -> Bool {
        guard let cursor else { return false }
        let (segment, offset) = rows.locate(cursor)
        guard let onMove = segment.editing?.onMove else { return false }
        let destination = step > 0 ? offset + step + 1 : offset + step
        guard destination >= 0, destination <= segment.count, offset < segment.count else { return false }
        onMove(IndexSet(integer: offset), destination)
        return true
    }

    /// Readies the row menu of row `index`: selects the row unless it is selected, and notes the
    /// rows the menu acts on, the row alone or the selection it is part of. Returns whether the
    /// row can be deleted (the menu's one item).
    func openMenu(at index: Int) -> Bool {
        guard index >= 0, index < rows.rowCount, rows.role(of: index) == .row else { return false }
        if !isSelected(index) { select(index, extend: false, toggle: false) }
        guard rows.locate(index).segment.editing?.onDelete != nil else { return false }
        let ids = selected
        if ids.contains(rows.selectionID(at: index)) {
            menuRows = ids.compactMap(rows.index(of:)).map(rows.key(at:))
        } else {
            menuRows = [rows.key(at: index)]
        }
        return true
    }

    /// Deletes the rows the row menu was opened for that are still in the data, wherever they
    /// are now; returns whether any was.
    @discardableResult
    func deleteMenuRows() -> Bool {
        let keys = menuRows
        menuRows = []
        return delete(rows: keys.compactMap(rows.index(ofKey:)))
    }
}
