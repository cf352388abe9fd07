import Foundation
import XCTest

/// The README's "Testing your views" example must be the code that runs here: the counter of
/// Fixtures.swift and the test of CounterExampleTests.swift, so the README cannot drift.
final class ReadmeTestingSectionTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let readme = folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    func testTheReadmeShowsTheCounterAndItsTest() throws {
        let readme = Self.collapsed(try String(contentsOf: Self.readme, encoding: .utf8))
        let fixtures = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures.swift"), encoding: .utf8)
        let test = try String(
            contentsOf: Self.folder.appendingPathComponent("CounterExampleTests.swift"), encoding: .utf8)

        let counter = try XCTUnwrap(Self.declaration(startingWith: "struct Counter: View", in: fixtures))
        let testClass = try XCTUnwrap(
            Self.declaration(startingWith: "final class CounterExampleTests", in: test))
        XCTAssertTrue(readme.contains(Self.collapsed(counter)), "README.md does not show Fixtures.swift's Counter")
        XCTAssertTrue(readme.contains(Self.collapsed(testClass)), "README.md does not show CounterExampleTests")
        XCTAssertTrue(readme.contains("import GtkUI import GtkUITesting import XCTest"))
    }

    /// The declaration starting with `prefix`, up to the closing brace at the start of a line.
    private static func declaration(startingWith prefix: String, in source: String) -> String? {
        guard let start = source.range(of: prefix) else { return nil }
        guard let end = source.range(of: "\n}\n", range: start.upperBound..<source.endIndex) else { return nil }
        return String(source[start.lowerBound..<end.upperBound])
    }

    /// Whitespace collapsed to single spaces, so line breaks and indentation do not matter.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
