import Foundation
import XCTest

/// Every public built-in view and every public view modifier has a gallery item whose source
/// mentions it, unless the allow-list below says why it cannot be shown in a gallery card. The
/// test reads the library's and the Demo's files as text, so a new view or modifier without a
/// gallery item fails it.
final class GalleryCoverageTests: XCTestCase {
    /// Public views that no gallery item names, and why.
    static let viewsNotShown: [String: String] = [
        // Made by modifiers that the gallery shows; code never names them.
        "EditableRows": "made by ForEach's .onDelete and .onMove",
        "ModifiedContent": "made by .modifier(_:) and by every modifier; code names the modifier",
        "_ViewModifier_Content": "the content placeholder that a ViewModifier's body(content:) is given",
        "PlaceholderContentView": "the content placeholder that a .phaseAnimator closure is given",
        // Items of the window's header bar, which a card cannot hold: the Demo's header bar
        // shows one (DemoView's About button).
        "ToolbarItem": "a header bar item; DemoView's toolbar uses it",
        "ToolbarItemGroup": "a header bar item; a card has no header bar",
        // Parts of a style's configuration, which only a style's makeBody shows.
        "Icon": "LabelStyleConfiguration.Icon, shown by a label style's body",
        "CurrentValueLabel": "ProgressViewStyleConfiguration.CurrentValueLabel, shown by a progress style's body",
        "Content": "a style configuration's content (group box, labeled content, disclosure group)",
        "MinimumValueLabel": "GaugeStyleConfiguration.MinimumValueLabel, shown by a gauge style's body",
        "MaximumValueLabel": "GaugeStyleConfiguration.MaximumValueLabel, shown by a gauge style's body",
        // A window's layout: the Demo's own window is one.
        "NavigationSplitView": "the layout of a whole window; DemoView is one",
        // Shapes that shape modifiers return; code names the modifier (the Drawing page shows each).
        "StrokedShape": "made by a shape's .stroke(lineWidth:) and .stroke(style:)",
        "OffsetShape": "made by a shape's .offset",
        "RotatedShape": "made by a shape's .rotation",
        "ScaledShape": "made by a shape's .scale",
        "TransformedShape": "made by a shape's .transform",
        "TrimmedShape": "made by a shape's .trim(from:to:)",
        "InsetShape": "made by an insettable shape's .inset(by:)",
    ]

    /// Public view modifiers that no gallery item uses, and why.
    static let modifiersNotShown: [String: String] = [
        "toolbar": "fills the window's header bar, not a card; DemoView uses it",
        "navigationSplitViewColumnWidth": "sizes a NavigationSplitView's column; DemoView uses it",
        "navigationSplitViewStyle": "styles a NavigationSplitView, which fills a window",
        // Titles name the window: a card that set one would retitle the Demo's window.
        "navigationTitle": "titles the window; every Demo page sets it",
        "navigationSubtitle": "subtitles the window's header bar",
        "navigationBarTitle": "an older spelling of navigationTitle, which titles the window",
        "navigationBarTitleDisplayMode": "accepted and ignored: GTK has no large titles",
        "focused": "needs a @FocusState property of a view; the Settings form page uses it",
        "defaultFocus": "needs a @FocusState property of a view, as focused does",
        "disableAutocorrection": "an older spelling of autocorrectionDisabled, which the gallery shows",
        "containerValue": "for authors of container views; it has no visible effect alone",
        "fileExporter": "needs a FileDocument type; the gallery shows fileImporter's chooser",
        "formStyle": "every style shows the same GNOME form, which the Containers gallery shows",
        "focusedValue": "publishes to the app's commands, which a card has none of",
        "focusedSceneValue": "publishes to the app's commands, which a card has none of",
        "defaultAppStorage": "chooses the UserDefaults that @AppStorage uses; it shows nothing itself",
        "scrollDismissesKeyboard": "accepted so SwiftUI code compiles; a desktop has no on-screen keyboard to dismiss",
    ]

    static let sources = GallerySourceTests.root.appendingPathComponent("Sources/GtkUI")

    /// The Swift files under `folder`, as text.
    static func swiftFiles(under folder: URL) throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    /// Names of the public structs in Sources/GtkUI/Views that conform to `View` or `Shape`, in
    /// their declaration or in an extension.
    static func publicViewTypes() throws -> Set<String> {
        var publicStructs: Set<String> = []
        var views: Set<String> = []
        for text in try swiftFiles(under: sources.appendingPathComponent("Views")) {
            for (keyword, isPublicStruct) in [("public struct ", true), ("extension ", false)] {
                for header in declarationHeaders(after: keyword, in: text) {
                    if isPublicStruct { publicStructs.insert(header.name) }
                    if ["View", "Shape", "InsettableShape"].contains(where: header.conformances.contains) {
                        views.insert(header.name)
                    }
                }
            }
        }
        return views.intersection(publicStructs)
    }

    /// For each declaration starting with `keyword` at the start of a line: the type's name and
    /// the protocols listed after its generic parameters.
    static func declarationHeaders(after keyword: String, in text: String) -> [(name: String, conformances: [String])] {
        text.ranges(of: keyword).compactMap { range in
            let lineStart =
                text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
                ?? text.startIndex
            guard text[lineStart..<range.lowerBound].allSatisfy({ $0 == " " }) else { return nil }
            let header = text[range.upperBound...].prefix { $0 != "{" }
            let name = String(header.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            var rest = header.dropFirst(name.count)
            if rest.first == "<" {
                var depth = 0
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "<" { depth += 1 }
                    if character == ">" { depth -= 1 }
                    if depth == 0 { break }
                }
            }
            guard rest.first == ":" else { return (name, []) }
            let list = rest.dropFirst().components(separatedBy: " where ")[0]
            return (name, list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        }
    }

    /// Names of the public functions in `extension View` blocks anywhere in Sources/GtkUI.
    static func publicModifiers() throws -> Set<String> {
        var names: Set<String> = []
        for text in try swiftFiles(under: sources) {
            let scanner = SwiftSourceScanner(text)
            for range in text.ranges(of: "extension View") {
                let lineStart =
                    text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
                    ?? text.startIndex
                let prefix = text[lineStart..<range.lowerBound]
                guard prefix.isEmpty || prefix == "public " else { continue }
                let after = text[range.upperBound...]
                guard let brace = after.firstIndex(of: "{"),
                    after[..<brace].allSatisfy({ $0 == " " }) || after[..<brace].hasPrefix(" where ")
                else { continue }
                let open = text.distance(from: text.startIndex, to: brace)
                let close = scanner.arguments(from: open + 1).1
                let block = String(scanner.text[(open + 1)..<close])
                for match in block.matches(of: /public (?:nonisolated )?func ([A-Za-z_]+)/) {
                    names.insert(String(match.output.1))
                }
            }
        }
        return names
    }

    /// Every gallery item's source text, joined.
    static func gallerySources() throws -> String {
        try GallerySourceTests.writtenItems().compactMap(\.source).joined(separator: "\n")
    }

    func testTheScanFindsTheCatalog() throws {
        let views = try Self.publicViewTypes()
        let modifiers = try Self.publicModifiers()
        for name in ["Text", "Button", "VStack", "List", "Table", "Circle", "Color", "NavigationStack"] {
            XCTAssertTrue(views.contains(name), name)
        }
        XCTAssertFalse(views.contains("TableColumn"), "table column content is not a view")
        XCTAssertFalse(views.contains("Font"))
        for name in ["padding", "frame", "font", "searchable", "sheet", "onTapGesture"] {
            XCTAssertTrue(modifiers.contains(name), name)
        }
        XCTAssertGreaterThan(views.count, 50)
        XCTAssertGreaterThan(modifiers.count, 70)
    }

    func testEveryPublicViewHasAGalleryItem() throws {
        let sources = try Self.gallerySources()
        let views = try Self.publicViewTypes()
        let missing = views.filter { name in
            Self.viewsNotShown[name] == nil && sources.firstMatch(of: try! Regex("\\b\(name)\\b")) == nil
        }
        XCTAssertEqual(missing.sorted(), [], "public views with no gallery item mentioning them")
        let stale = Self.viewsNotShown.keys.filter { !views.contains($0) }
        XCTAssertEqual(stale.sorted(), [], "allow-listed names that are no longer public views")
    }

    func testEveryPublicModifierHasAGalleryItem() throws {
        let sources = try Self.gallerySources()
        let modifiers = try Self.publicModifiers()
        let missing = modifiers.filter { name in
            Self.modifiersNotShown[name] == nil && sources.firstMatch(of: try! Regex("\\.\(name)\\b")) == nil
        }
        XCTAssertEqual(missing.sorted(), [], "public view modifiers with no gallery item using them")
        let stale = Self.modifiersNotShown.keys.filter { !modifiers.contains($0) }
        XCTAssertEqual(stale.sorted(), [], "allow-listed names that are no longer public modifiers")
    }
}
