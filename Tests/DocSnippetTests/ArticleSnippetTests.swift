import Foundation
import XCTest

/// Keeps the documentation's code from rotting.
///
/// Every ```swift block of an article in Sources/GtkUI/GtkUI.docc must appear, with whitespace
/// collapsed, in compiled code: this target's Swift files, the Demo, or the WebBrowser example
/// (which CI builds where WebKitGTK is installed). Editing a snippet in an article without
/// editing the code it comes from fails here; editing the code without the article fails too.
///
/// Compiled code cannot hold `@main` outside an executable, so the snippet files write it as the
/// comment `// @main`, which counts as `@main`.
final class ArticleSnippetTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/GtkUI/GtkUI.docc")
    static let codeFolders = ["Tests/DocSnippetTests", "Demo", "Examples/WebBrowser/Sources"]

    func testEveryArticleSnippetIsCompiledCode() throws {
        let code = try Self.normalizedCode()
        var checked = 0
        for article in try Self.articles() {
            let text = try String(contentsOf: article, encoding: .utf8)
            for (line, snippet) in Self.swiftBlocks(in: text) {
                checked += 1
                XCTAssertTrue(
                    code.contains(Self.normalized(snippet)),
                    """
                    \(article.lastPathComponent):\(line): this snippet is not in Tests/DocSnippetTests, \
                    Demo or Examples/WebBrowser; copy it there (or copy the code back into the article):
                    \(snippet)
                    """)
            }
        }
        XCTAssertGreaterThan(checked, 10, "the articles should have snippets; is the catalog path right?")
    }

    /// The "Coming from SwiftUI" table: every Supported or Different row's example must be code
    /// of this target (mostly SwiftUIComparisonSnippets.swift), so a row cannot claim what the
    /// library no longer compiles.
    func testSupportedRowsOfTheSwiftUITableCompile() throws {
        let article = Self.catalog.appendingPathComponent("ComingFromSwiftUI.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let code = try Self.normalizedCode(in: ["Tests/DocSnippetTests"])
        var supported = 0
        for row in text.split(separator: "\n") where row.hasPrefix("|") {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[2].hasPrefix("Supported") || cells[2].hasPrefix("Different") else {
                continue
            }
            supported += 1
            let examples = Self.inlineCode(in: cells[3])
            XCTAssertFalse(examples.isEmpty, "ComingFromSwiftUI.md: a supported row needs an example: \(row)")
            for example in examples {
                XCTAssertTrue(
                    code.contains(Self.normalized(example)),
                    "ComingFromSwiftUI.md: `\(example)` is not in Tests/DocSnippetTests: \(row)")
            }
        }
        XCTAssertGreaterThan(supported, 50, "the table should list the supported views and modifiers")
    }

    // MARK: - Reading

    static func articles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
            .sorted { $0.path < $1.path }
    }

    static func normalizedCode(in folders: [String] = codeFolders) throws -> String {
        var all = ""
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                all += try String(contentsOf: file, encoding: .utf8) + "\n"
            }
        }
        return normalized(all.replacingOccurrences(of: "// @main", with: "@main"))
    }

    /// The ```swift blocks of a Markdown text, with the line each starts on.
    static func swiftBlocks(in text: String) -> [(Int, String)] {
        var blocks: [(Int, String)] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
                start = index + 1
            } else if current != nil, trimmed == "```" {
                blocks.append((start, current!.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The `code` spans of a table cell.
    static func inlineCode(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
            .filter { !$0.isEmpty }
    }

    /// Runs of whitespace collapsed to one space, so line breaks and indentation may differ.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
