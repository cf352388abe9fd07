import Foundation
import XCTest

/// The Demo's gallery shows each item's `source:` text beside the live view its snippet builds.
/// These tests read the gallery's files as text (the Demo is an executable, so its code cannot
/// be imported) and keep the two the same.
final class GallerySourceTests: XCTestCase {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// One gallery item as written: its file, its title, the code its snippet runs and its source
    /// text.
    struct WrittenItem {
        let file: String
        let title: String
        let code: String
        let source: String?
    }

    /// Every `LibraryItem(…)` in Demo/Gallery.
    static func writtenItems() throws -> [WrittenItem] {
        let folder = root.appendingPathComponent("Demo/Gallery")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        return try files.flatMap { file -> [WrittenItem] in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return SwiftSourceScanner(text).calls(to: "LibraryItem").map { arguments in
                let title = arguments.first { $0.hasPrefix("title:") }
                    .flatMap { SwiftSourceScanner.stringValue(ofLiteral: String($0.dropFirst(6)).trimmed) }
                let source = arguments.first { $0.hasPrefix("source:") }
                    .flatMap { SwiftSourceScanner.stringValue(ofLiteral: String($0.dropFirst(7)).trimmed) }
                return WrittenItem(
                    file: file, title: title ?? "untitled", code: liveBody(of: arguments.first ?? ""), source: source)
            }
        }
    }

    /// The code a snippet runs. A `Live(value) { $name in body }` wrapper holds state for the
    /// body, so its code is the property a view would declare, `@State private var name = value`,
    /// then the body; wrappers may nest.
    static func liveBody(of snippet: String) -> String {
        let scanner = SwiftSourceScanner(snippet)
        guard snippet.hasPrefix("Live(") else { return snippet }
        let (values, afterValue) = scanner.arguments(from: 5)
        var index = afterValue
        while index < scanner.text.count, scanner.text[index].isWhitespace { index += 1 }
        guard values.count == 1, index < scanner.text.count, scanner.text[index] == "{" else { return snippet }
        let end = scanner.arguments(from: index + 1).1
        guard end == scanner.text.count else { return snippet }
        let closure = String(scanner.text[(index + 1)..<(end - 1)])
        guard let parameter = closure.range(of: #"^\s*\$\w+\s+in\s"#, options: .regularExpression) else {
            return snippet
        }
        let name = String(closure[parameter]).trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let body = String(closure[parameter.upperBound...]).trimmed
        return "@State private var \(name) = \(values[0])\n" + liveBody(of: body)
    }

    func testTheGalleryHasItems() throws {
        let items = try Self.writtenItems()
        XCTAssertGreaterThanOrEqual(items.count, 40, "the scanner found the gallery's items")
        XCTAssertEqual(Set(items.map(\.file)).count, 14, "one provider per family, and MoreLibrary")
    }

    func testEachItemsSourceIsTheCodeOfItsSnippet() throws {
        for item in try Self.writtenItems() {
            guard let source = item.source else {
                XCTFail("\(item.file): \"\(item.title)\" has no source: text")
                continue
            }
            XCTAssertEqual(
                SwiftSourceScanner.normalized(source), SwiftSourceScanner.normalized(item.code),
                "\(item.file): the source shown for \"\(item.title)\" is not the code of its snippet")
        }
    }

    func testARegisteredPreviewsSourceIsTheCodeOfItsPreviews() throws {
        let folder = Self.root.appendingPathComponent("Demo/Gallery")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let texts = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let registrations = texts.flatMap { SwiftSourceScanner($0).calls(to: "LibraryRegistry.register") }
            .filter { $0.first?.hasPrefix("preview:") == true }
        XCTAssertFalse(registrations.isEmpty, "the Demo registers a preview")
        for arguments in registrations {
            let provider = String(arguments[0].dropFirst("preview:".count)).trimmed.replacingOccurrences(
                of: ".self", with: "")
            guard let literal = arguments.first(where: { $0.hasPrefix("source:") }),
                let source = SwiftSourceScanner.stringValue(ofLiteral: String(literal.dropFirst(7)).trimmed)
            else {
                XCTFail("the preview \(provider) is registered without a source")
                continue
            }
            let declaration = "struct \(provider): PreviewProvider"
            guard let text = texts.first(where: { $0.contains(declaration) }),
                let previews = text.range(
                    of: "static var previews: some View {",
                    range: text.range(of: declaration).map { $0.lowerBound..<text.endIndex })
            else {
                XCTFail("no \(declaration) in Demo/Gallery")
                continue
            }
            let scanner = SwiftSourceScanner(text)
            let open = text.distance(from: text.startIndex, to: previews.upperBound)
            let close = scanner.arguments(from: open).1
            let body = String(scanner.text[open..<(close - 1)])
            XCTAssertEqual(
                SwiftSourceScanner.normalized(source), SwiftSourceScanner.normalized(body),
                "the source shown for \(provider) is not the code of its previews")
        }
    }

    func testTheScannerSeesEditsThatTheFormatterWouldNotMake() {
        let written = "Live(0) { $count in\n    Button(\"Add\") { count += 1 }\n}"
        XCTAssertEqual(Self.liveBody(of: written), "@State private var count = 0\nButton(\"Add\") { count += 1 }")
        XCTAssertEqual(
            SwiftSourceScanner.normalized("Button(\"Add\") {\n count += 1\n}"),
            SwiftSourceScanner.normalized("Button( \"Add\" ) { count += 1 }"))
        XCTAssertNotEqual(
            SwiftSourceScanner.normalized("Button(\"Add\") { count += 1 }"),
            SwiftSourceScanner.normalized("Button(\"Add\") { count += 2 }"))
        XCTAssertNotEqual(SwiftSourceScanner.normalized("Text(\"a b\")"), SwiftSourceScanner.normalized("Text(\"ab\")"))
        let call = SwiftSourceScanner("LibraryItem(Text(\"(, \\(f(\"x,\"))\"), source: #\"a\"#)").calls(
            to: "LibraryItem")
        XCTAssertEqual(call, [["Text(\"(, \\(f(\"x,\"))\")", "source: #\"a\"#"]])
    }
}

extension String {
    /// The string without white space at either end.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
