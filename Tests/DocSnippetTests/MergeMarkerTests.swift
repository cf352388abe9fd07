import Foundation
import XCTest

/// A merge that was committed with its conflict left in shows both sides to every reader; the
/// compiler catches that in Swift files, but nothing reads the README or the articles that way.
final class MergeMarkerTests: XCTestCase {
    func testNoTextFileHoldsAnUnresolvedMergeConflict() throws {
        let root = ArticleSnippetTests.root
        // Built here, so that this file does not hold the markers it looks for.
        let markers = ["<", "=", ">"].map { String(repeating: $0, count: 7) }
        let opening = markers[0] + " ", closing = markers[2] + " "
        var checked = 0
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            if relative.hasPrefix(".") || relative.contains("/.") { continue }
            guard [".md", ".swift", ".sh", ".py", ".c", ".h"].contains(where: relative.hasSuffix) else { continue }
            guard let text = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) else {
                continue
            }
            checked += 1
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix(opening) || line.hasPrefix(closing) {
                found.append("\(relative):\(index + 1): \(line)")
            }
        }
        XCTAssertGreaterThan(checked, 100, "the repository's files should be read; is the root right?")
        XCTAssertEqual(found, [], "unresolved merge conflicts")
    }
}
