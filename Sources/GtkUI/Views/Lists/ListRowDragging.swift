import Foundation

/// Reordering a list's rows by dragging them, for rows whose `ForEach` has `onMove`: a row is
/// dragged with GTK's drag and drop within the app and dropped between two rows of the same
/// source, which calls `onMove` with the row's offset and the offset it goes before.
@MainActor
final class ListRowDragging {
    private unowned let container: any ListContainer
    /// The row being dragged, by key (rows may come and go during the drag), while a drag from
    /// this list is on.
    private var dragged: RowKey?
    private let connections = SignalScope()
    /// GTK's name for what a row drag carries.
    private static let target = "GTKUI_LIST_ROW"

    init(container: any ListContainer) {
        self.container = container
        let box = container.box
        Self.withTargets { targets in
            gtk_drag_dest_set(box, GTK_DEST_DEFAULT_ALL, targets, 1, GDK_ACTION_MOVE)
        }
        _ = connections.add(
            Signals.connect(box, "drag-data-received") { [weak self] arguments in
                guard let self, let y = arguments[3].int else { return }
                dropped(atY: y)
            })
    }

    /// Makes `row` a drag source.
    func prepare(_ row: LazyRowNode) {
        let widget = row.rowWidget
        Self.withTargets { targets in
            gtk_drag_source_set(widget, GDK_BUTTON1_MASK, targets, 1, GDK_ACTION_MOVE)
        }
        // Rows are recycled: the handlers find the row the widget shows when the drag starts.
        _ = Signals.connect(widget, "drag-begin") { [weak self, weak row] arguments in
            guard let self, let row, row.index < container.rowCount else { return }
            let (segment, _) = container.locate(row.index)
            guard segment.editing?.onMove != nil else {
                if let context = arguments[1].pointer { gtk_drag_cancel(OpaquePointer(context)) }
                return
            }
            dragged = container.key(at: row.index)
        }
        _ = Signals.connect(widget, "drag-data-get") { arguments in
            // GtkSelectionData is opaque to Swift.
            guard let data = arguments[2].pointer.map(OpaquePointer.init) else { return }
            gtk_selection_data_set(data, gdk_atom_intern(Self.target, 0), 8, "row", 3)
        }
        _ = Signals.connect(widget, "drag-end") { [weak self] _ in self?.dragged = nil }
    }

    /// Moves the dragged row to before the row under `y` (after it, in its lower half); nothing
    /// when the dragged row left the data meanwhile.
    private func dropped(atY y: Int) {
        guard let key = dragged else { return }
        dragged = nil
        guard let from = container.index(ofKey: key), let (over, start, length) = container.row(atPosition: y),
            over < container.rowCount
        else { return }
        let (segment, offset) = container.locate(from)
        let (targetSegment, targetOffset) = container.locate(over)
        guard targetSegment.source == segment.source, let onMove = segment.editing?.onMove else { return }
        let destination = y - start > length / 2 ? targetOffset + 1 : targetOffset
        // Dropping a row just before or after itself moves nothing.
        guard destination != offset, destination != offset + 1 else { return }
        onMove(IndexSet(integer: offset), destination)
    }

    private static func withTargets(_ body: (UnsafeMutablePointer<GtkTargetEntry>) -> Void) {
        target.withCString { name in
            var entry = GtkTargetEntry(
                target: UnsafeMutablePointer(mutating: name), flags: guint(GTK_TARGET_SAME_APP.rawValue), info: 0)
            body(&entry)
        }
    }
}
