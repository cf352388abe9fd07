/// The id of a row that is one static view, not an element of a `ForEach`: its place in the
/// content. A type of its own, so that it is never taken for a user's id (a selection value, a
/// `scrollTo` target) that happens to be the same number.
struct StaticRowID: Hashable {
    /// The structural position of the view (``RowKey/source``).
    let source: Int
}
