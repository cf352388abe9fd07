import Foundation

/// The edits a row source allows: SwiftUI's `onDelete` and `onMove`, with offsets within the
/// source's data. The actions are plain closures, as SwiftUI's, so a model's method or a stored
/// closure passes without a Sendable conversion; the list calls them on the main thread only.
struct RowEditing {
    /// Deletes the rows at the offsets.
    var onDelete: ((IndexSet) -> Void)?
    /// Moves the rows at the offsets to before the destination offset.
    var onMove: ((IndexSet, Int) -> Void)?
}
