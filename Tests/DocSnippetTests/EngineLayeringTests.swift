import Foundation
import XCTest

/// The engine's lazy container is a seam that lists and grids use from above (issue 19, §7): no
/// file of the view graph names a list's or a grid's own types, so `Views/Lists` can change them
/// without touching the engine.
final class EngineLayeringTests: XCTestCase {
    func testViewGraphNamesNoListOrGridType() throws {
        let folder = ArticleSnippetTests.root.appendingPathComponent("Sources/GtkUI/Engine/ViewGraph")
        let familyTypes = [
            "ListBehavior", "ListContainer", "ListSelection", "ListStyleKind", "ListRows", "GridItem",
            "ScrollTargetsKey", "ScrollTargetEntry", "collectsScrollTargets", "rowsAreSelectable", "isInListRow",
        ]
        var checked = 0
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            checked += 1
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Comments may say what uses the seam; code may not depend on it.
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for name in familyTypes where code.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    found.append("\(relative):\(index + 1): \(name)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "the view graph's files should be read; is the root right?")
        XCTAssertEqual(found, [], "view-graph code that names a list's or grid's types")
    }
}
