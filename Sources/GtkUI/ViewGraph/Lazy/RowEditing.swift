import Foundation

/// The edits a row source allows: SwiftUI's `onDelete` and `onMove`, with offsets within the
/// source's data.
struct RowEditing {
    /// Deletes the rows at the offsets.
    var onDelete: (@MainActor (IndexSet) -> Void)?
    /// Moves the rows at the offsets to before the destination offset.
    var onMove: (@MainActor (IndexSet, Int) -> Void)?
}
