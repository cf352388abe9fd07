import GtkUI
import XCTest

@testable import GtkUITesting

final class ProbeTests: XCTestCase {
    func testDump() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 400))
            host.settle()
            print(AccessibleTree.listing(below: host.windows.compactMap(\.reference)))
            for element in AccessibleTree.elements(below: host.windows.compactMap(\.reference)) {
                print(AccessibleTree.describe(element), element.widget.map { $0.typeName } ?? "")
            }
        }
    }
}
