import XCTest

@testable import GtkUI

/// The lazy rows' id table: keyed by hash value, so ids that share a hash must still be told
/// apart, and a repeated id answers with its first row.
final class RowIDTableTests: XCTestCase {
    /// An id whose hash keeps only its value modulo 3, so most ids collide.
    struct CollidingID: Hashable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
    }

    func testIdsThatShareAHashAreFoundAtTheirOwnRows() {
        MainActor.assumeIsolated {
            let ids = (0..<12).map(CollidingID.init)
            let table = RowIDTable(ids: ids)
            for (offset, id) in ids.enumerated() {
                XCTAssertEqual(table.offset(of: AnyHashable(id)), offset, "id \(id.value)")
            }
            XCTAssertNil(table.offset(of: AnyHashable(CollidingID(value: 12))), "absent, with a taken hash")
            XCTAssertNil(table.offset(of: AnyHashable(12)), "an id of another type")
        }
    }

    func testARepeatedIdAnswersWithItsFirstRow() {
        MainActor.assumeIsolated {
            let ids = [7, 3, 7, 9, 3].map(CollidingID.init)
            let table = RowIDTable(ids: ids)
            XCTAssertEqual(table.offset(of: AnyHashable(CollidingID(value: 7))), 0)
            XCTAssertEqual(table.offset(of: AnyHashable(CollidingID(value: 3))), 1)
            XCTAssertEqual(table.offset(of: AnyHashable(CollidingID(value: 9))), 3)
        }
    }

    func testTheTableIsMadeOnceWithOneEvaluationPerRow() {
        MainActor.assumeIsolated {
            let ids = Array(0..<1_000)
            let table = RowIDTable(ids: ids)
            LazyRowPlan.idEvaluations = 0
            for id in stride(from: 0, to: 1_000, by: 7) { XCTAssertEqual(table.offset(of: AnyHashable(id)), id) }
            XCTAssertEqual(LazyRowPlan.idEvaluations, 1_000)
        }
    }
}
