/// Who a row of a lazy container is: its place in the content's structure (which `ForEach`, which
/// static view) and its id there. A row keeps its state and its selection by this key.
struct RowKey: Hashable {
    /// The structural position of the rows' source within the content.
    let source: Int
    /// The row's id within its source: a `ForEach` element's id, or a static view's position.
    let id: AnyHashable
}
