/// What a list's row logic (``ListInteraction``) needs of its rows: how many, what each is for,
/// and finding them by index, id and key. The lazy container answers from its plan; a test can
/// answer from a plan alone, without widgets.
@MainActor
protocol ListRows: AnyObject {
    /// The number of rows.
    var rowCount: Int { get }
    /// What row `index` is for; only `.row` rows are selected.
    func role(of index: Int) -> LazyRowPlan.Role
    /// The id that stands for row `index` in the selection: its tag, else its id.
    func selectionID(at index: Int) -> AnyHashable
    /// The row whose selection id (or tag) is `id` now.
    func index(of id: AnyHashable) -> Int?
    /// The row whose key is `key` now, or nil when it left the data.
    func index(ofKey key: RowKey) -> Int?
    /// The key of row `index`.
    func key(at index: Int) -> RowKey
    /// The segment of row `index` and the offset within it, for editing.
    func locate(_ index: Int) -> (segment: LazyRowPlan.Segment, offset: Int)
    /// Runs `body` as a tracked read, so a change of what it reads updates the list.
    func trackedRead<T>(_ body: () -> T) -> T
}
