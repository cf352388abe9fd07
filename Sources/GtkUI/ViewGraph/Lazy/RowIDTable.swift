/// Finds a row of one plan segment by its id: a table from id to offset, made the first time it
/// is asked, so that a plan pays one id evaluation per row once rather than a scan per question
/// (deleting 10,000 selected rows, or `scrollTo` in a list of 1,000,000).
///
/// The table is typed by the source's own id type, which is cheaper to hash and to keep than
/// `AnyHashable`; an id of another type is not in it, without making it.
@MainActor
final class RowIDTable<ID: Hashable> {
    /// Makes the table; nil once it was made.
    private var make: (() -> [ID: Int])?
    private var offsets: [ID: Int] = [:]

    /// A table `make` fills when it is first needed.
    init(make: @escaping () -> [ID: Int]) {
        self.make = make
    }

    /// The offset of the first row whose id is `id`.
    func offset(of id: AnyHashable) -> Int? {
        guard let typed = id.base as? ID else { return nil }
        if let make {
            offsets = make()
            self.make = nil
        }
        return offsets[typed]
    }

    /// The table of `ids` in order, the first offset of an id that repeats.
    static func offsets<Ids: Sequence<ID>>(of ids: Ids, count: Int) -> [ID: Int] {
        var offsets: [ID: Int] = [:]
        offsets.reserveCapacity(count)
        var offset = 0
        for id in ids {
            if offsets[id] == nil { offsets[id] = offset }
            offset += 1
        }
        LazyRowPlan.idEvaluations += offset
        return offsets
    }
}
