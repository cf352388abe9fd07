/// A plan's rows by id and by key, made on first use and kept with the plan (a new plan makes a
/// new one): the segments' own tables answer for long runs, one shared table for the short ones
/// (static rows, headers, a section's few rows), so a question costs a few dictionary look-ups
/// however many rows there are.
@MainActor
final class PlanIDIndex {
    /// Segments at most this long share one table.
    static let shortSegment = 8

    private var built = false
    /// The first row of each id among the short segments.
    private var shortRows: [AnyHashable: Int] = [:]
    /// The long segments, in order.
    private var longSegments: [Int] = []
    /// The segments of each source.
    private var segmentsBySource: [Int: [Int]] = [:]

    /// The first row whose id is `id`, or nil.
    func index(of id: AnyHashable, in plan: LazyRowPlan) -> Int? {
        build(plan)
        var found = shortRows[id]
        for segment in longSegments {
            let start = plan.start(ofSegment: segment)
            if let found, found < start { break }
            if let offset = plan.segments[segment].offsetOfID(id) {
                found = min(found ?? Int.max, start + offset)
                break
            }
        }
        return found
    }

    /// The first row whose key is `key`, or nil.
    func index(of key: RowKey, in plan: LazyRowPlan) -> Int? {
        build(plan)
        for segment in segmentsBySource[key.source] ?? [] {
            if let offset = plan.segments[segment].offsetOfID(key.id) { return plan.start(ofSegment: segment) + offset }
        }
        return nil
    }

    private func build(_ plan: LazyRowPlan) {
        guard !built else { return }
        built = true
        for (number, segment) in plan.segments.enumerated() {
            segmentsBySource[segment.source, default: []].append(number)
            guard segment.count <= Self.shortSegment else {
                longSegments.append(number)
                continue
            }
            let start = plan.start(ofSegment: number)
            for offset in 0..<segment.count {
                let id = segment.id(offset)
                LazyRowPlan.idEvaluations += 1
                if shortRows[id] == nil { shortRows[id] = start + offset }
            }
        }
    }
}
