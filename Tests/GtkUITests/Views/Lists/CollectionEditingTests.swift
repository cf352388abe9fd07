import Foundation
import GtkUI
import XCTest

final class CollectionEditingTests: XCTestCase {
    func testMoveFromOffsetsKeepsOrderAndCountsTheDestinationBeforeTheMove() {
        var letters = Array("abcdef")
        letters.move(fromOffsets: [1], toOffset: 4)
        XCTAssertEqual(String(letters), "acdbef")
        letters = Array("abcdef")
        letters.move(fromOffsets: [4], toOffset: 1)
        XCTAssertEqual(String(letters), "aebcdf")
        letters = Array("abcdef")
        letters.move(fromOffsets: [0, 2], toOffset: 6)
        XCTAssertEqual(String(letters), "bdefac")
        letters = Array("abcdef")
        letters.move(fromOffsets: [3, 5], toOffset: 0)
        XCTAssertEqual(String(letters), "dfabce")
    }

    func testRemoveAtOffsetsIgnoresOffsetsOutside() {
        var numbers = [10, 11, 12, 13]
        numbers.remove(atOffsets: [0, 2, 9])
        XCTAssertEqual(numbers, [11, 13])
    }
}
