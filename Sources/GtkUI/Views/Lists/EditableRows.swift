import Foundation

/// Rows that a list lets the user delete or reorder: what ``ForEach/onDelete(perform:)`` and
/// ``ForEach/onMove(perform:)`` return. Outside a list it shows its rows unchanged.
public struct EditableRows<Content: View>: View {
    let content: Content
    let editing: RowEditing

    /// The rows.
    public var body: Content { content }

    /// Also lets the list delete rows: the Delete key and the row menu call `action` with the
    /// offsets of the rows to delete.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableRows<Content> {
        var editing = editing
        editing.onDelete = action
        return EditableRows(content: content, editing: editing)
    }

    /// Also lets the list move rows: Alt+Up and Alt+Down call `action` with the offsets of the
    /// rows to move and the offset to move them before.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableRows<Content> {
        var editing = editing
        editing.onMove = action
        return EditableRows(content: content, editing: editing)
    }
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
    /// offsets of the rows to delete, as SwiftUI's swipe to delete does.
    @MainActor public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableRows<Self> {
        EditableRows(content: self, editing: RowEditing(onDelete: action))
    }

    /// Lets a list reorder these rows: Alt+Up and Alt+Down move the selected row, calling `action`
    /// with the offsets to move and the offset to move them before.
    @MainActor public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableRows<Self> {
        EditableRows(content: self, editing: RowEditing(onMove: action))
    }
}
