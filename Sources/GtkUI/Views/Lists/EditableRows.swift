import Foundation

/// Rows that a list lets the user delete or reorder: what ``ForEach/onDelete(perform:)`` and
/// ``ForEach/onMove(perform:)`` return. Outside a list it shows its rows unchanged.
public struct EditableRows<Content: View> {
    let content: Content
    let editing: RowEditing

    /// Also lets the list delete rows: the Delete key and the row menu call `action` with the
    /// offsets of the rows to delete.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableRows<Content> {
        var editing = editing
        editing.onDelete = action
        return EditableRows(content: content, editing: editing)
    }

    /// Also lets the list move rows: Alt+Up and Alt+Down call `action` with the offsets of the
    /// rows to move and the offset to move them before.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableRows<Content> {
        var editing = editing
        editing.onMove = action
        return EditableRows(content: content, editing: editing)
    }
}

// View in an extension, so that the type is not main-actor isolated and its methods are
// nonisolated, as SwiftUI's.
extension EditableRows: View {
    /// The rows.
    public var body: Content { content }
}

extension EditableRows: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        var inner = LazyRowPlan(content: EmptyView(), store: plan.store)
        inner.append(content, source: source)
        for var segment in inner.segments {
            segment.editing = editing
            plan.append(segment)
        }
    }
}

extension ForEach {
    /// Lets a list delete these rows: the Delete key and the row menu call `action` with the
    /// offsets of the rows to delete, as SwiftUI's swipe to delete does. Nonisolated with a plain
    /// closure type, as SwiftUI's: a model's method (`.onDelete(perform: store.remove)`) or a
    /// closure the view was given passes as it is.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableRows<Self> {
        EditableRows(content: self, editing: RowEditing(onDelete: action))
    }

    /// Lets a list reorder these rows: Alt+Up and Alt+Down move the selected row, calling `action`
    /// with the offsets to move and the offset to move them before.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableRows<Self> {
        EditableRows(content: self, editing: RowEditing(onMove: action))
    }
}
