/// Finds a row of one plan segment by its id: a table made the first time it is asked, so that a
/// plan pays one id evaluation per row once rather than a scan per question (deleting 10,000
/// selected rows, or `scrollTo` in a list of 1,000,000).
///
/// The table maps each id's hash value to the first row with that hash, in a dictionary of plain
/// integers. The rows' own types are generic here and reach this code unspecialized, where a
/// dictionary keyed by the id type spent most of its time looking up type metadata: 2.8 s for
/// 1,000,000 rows in a release build. A hash that two different ids share is rare; the rows
/// behind it are kept aside and told apart by comparing their ids.
@MainActor
final class RowIDTable<ID: Hashable> {
    private let count: Int
    /// Calls its argument with each row's id, in order.
    private let visitIDs: ((ID) -> Void) -> Void
    /// The id of the row at an offset.
    private let idAt: (Int) -> ID
    /// The first row of each hash value; nil until first asked.
    private var firstRowByHash: [Int: Int]?
    /// Further rows whose hash equals an earlier row's while their id differs from it.
    private var collidingRows: [Int: [Int]] = [:]

    /// A table of the `count` rows whose ids `visitIDs` gives in order, and `idAt` gives one by
    /// one.
    init(count: Int, visitIDs: @escaping ((ID) -> Void) -> Void, idAt: @escaping (Int) -> ID) {
        self.count = count
        self.visitIDs = visitIDs
        self.idAt = idAt
    }

    /// A table of `ids`, a collection the table reads when first asked.
    convenience init<Ids: RandomAccessCollection<ID>>(ids: Ids) {
        let start = ids.startIndex
        self.init(
            count: ids.count, visitIDs: { visit in ids.forEach(visit) },
            idAt: { ids[ids.index(start, offsetBy: $0)] })
    }

    /// The offset of the first row whose id is `id`.
    func offset(of id: AnyHashable) -> Int? {
        guard let typed = id.base as? ID else { return nil }
        let table = firstRowByHash ?? build()
        let hash = typed.hashValue
        guard let first = table[hash] else { return nil }
        if idAt(first) == typed { return first }
        LazyRowPlan.idEvaluations += 1
        return collidingRows[hash]?.first { idAt($0) == typed }
    }

    private func build() -> [Int: Int] {
        var table = [Int: Int](minimumCapacity: count)
        var offset = 0
        visitIDs { id in
            let hash = id.hashValue
            // One dictionary operation per row in the usual case of a new hash; a taken hash puts
            // its first row back.
            if let first = table.updateValue(offset, forKey: hash) {
                table[hash] = first
                // A repeated id (the first row stays the answer) or a collision.
                if idAt(first) != id, collidingRows[hash]?.contains(where: { idAt($0) == id }) != true {
                    collidingRows[hash, default: []].append(offset)
                }
            }
            offset += 1
        }
        LazyRowPlan.idEvaluations += offset
        firstRowByHash = table
        return table
    }
}
