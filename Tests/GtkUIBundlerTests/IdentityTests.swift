import XCTest

@testable import GtkUIBundler

final class IdentityTests: XCTestCase {
    private let code = CodeIdentity(applicationID: "org.example.Notes", displayName: "Notes", version: "1.2")

    func testTheCodesIdentityLineIsRead() {
        let output =
            "some log line\n{\"applicationID\":\"org.example.Notes\",\"displayName\":\"Notes\",\"version\":null}\n"
        XCTAssertEqual(
            CodeIdentity(output: output),
            CodeIdentity(applicationID: "org.example.Notes", displayName: "Notes", version: nil))
        XCTAssertNil(CodeIdentity(output: "GtkUI: cannot open display\n"))
    }

    func testAFileOfFieldsWithAProductSectionOverTheTopLevel() throws {
        let reporter = Reporter(echoes: false)
        let file = try IdentityFile(
            json: """
                {"summary": "Top", "license": "MIT", "categories": ["Office"], "colour": "red",
                 "products": {"Notes": {"summary": "Own"}, "Other": {"summary": "Not mine"}}}
                """, product: "Notes", reporter: reporter)
        XCTAssertEqual(file["summary"], "Own")
        XCTAssertEqual(file["license"], "MIT")
        XCTAssertEqual(file.lists["categories"], ["Office"])
        XCTAssertEqual(reporter.warnings.count, 1)
        XCTAssertTrue(reporter.warnings[0].hasPrefix("gtkui-bundle.json: unknown field \"colour\" is ignored"))
    }

    func testAFieldOfTheWrongTypeIsAnErrorNamingIt() {
        let reporter = Reporter(echoes: false)
        XCTAssertThrowsError(
            try IdentityFile(json: "{\"categories\": \"Office\"}", product: "Notes", reporter: reporter)
        ) {
            XCTAssertEqual(
                ($0 as? BundleError)?.message,
                "gtkui-bundle.json: field \"categories\" must be a list of strings, such as [\"Utility\"]")
        }
        XCTAssertThrowsError(try IdentityFile(json: "[1]", product: "Notes", reporter: reporter))
    }

    func testNoFileStillShipsWithOneWarningAndADefaultForEachMissingField() throws {
        let reporter = Reporter(echoes: false)
        let identity = try BundleIdentity.resolve(
            product: "Notes", code: code, file: IdentityFile(), environment: [:], reporter: reporter)
        XCTAssertEqual(identity.applicationID, "org.example.Notes")
        XCTAssertEqual(identity.displayName, "Notes")
        XCTAssertEqual(identity.version, "1.2")
        XCTAssertEqual(identity.packageName, "notes")
        XCTAssertEqual(identity.license, "LicenseRef-proprietary")
        XCTAssertEqual(identity.homepage, "https://example.org")
        XCTAssertEqual(identity.maintainer, "Notes developers <noreply@example.org>")
        XCTAssertEqual(identity.categories, ["Utility"])
        XCTAssertNil(identity.iconFile)
        let named = ["summary", "description", "license", "homepage", "maintainer"].map { field in
            reporter.warnings.filter { $0.hasPrefix("no \"\(field)\"") }.count
        }
        XCTAssertEqual(named, [1, 1, 1, 1, 1], "\(reporter.warnings)")
        XCTAssertEqual(reporter.warnings.count, 5)
    }

    func testTheCodeWinsOverTheFileAndTheFileFillsWhatTheCodeLacks() throws {
        let reporter = Reporter(echoes: false)
        var file = IdentityFile()
        file.strings = [
            "applicationID": "org.example.Other", "version": "9.0", "summary": "Keep notes", "description": "Notes.",
            "license": "MIT", "homepage": "https://example.org/notes", "maintainer": "Ada <ada@example.org>",
            "package": "my-notes",
        ]
        let identity = try BundleIdentity.resolve(
            product: "Notes",
            code: CodeIdentity(applicationID: "org.example.Notes", displayName: "Notes", version: nil),
            file: file, environment: [:], reporter: reporter)
        XCTAssertEqual(identity.applicationID, "org.example.Notes")
        XCTAssertEqual(identity.version, "9.0", "the code gives no version, so the file's is used")
        XCTAssertEqual(identity.packageName, "my-notes")
        XCTAssertEqual(
            reporter.warnings,
            [
                "gtkui-bundle.json: \"applicationID\" \"org.example.Other\" is ignored: the code says \"org.example.Notes\""
            ])
    }

    func testDebiansMaintainerVariablesAnswerForTheMaintainer() throws {
        let reporter = Reporter(echoes: false)
        let identity = try BundleIdentity.resolve(
            product: "Notes", code: code, file: IdentityFile(),
            environment: ["DEBFULLNAME": "Ada Lovelace", "DEBEMAIL": "ada@example.org"], reporter: reporter)
        XCTAssertEqual(identity.maintainer, "Ada Lovelace <ada@example.org>")
        XCTAssertFalse(reporter.warnings.contains { $0.hasPrefix("no \"maintainer\"") })
    }

    func testABadIdOrVersionFromTheCodeStopsTheBundle() {
        let reporter = Reporter(echoes: false)
        XCTAssertThrowsError(
            try BundleIdentity.resolve(
                product: "Notes", code: CodeIdentity(applicationID: "notes", displayName: "Notes", version: "1.0"),
                file: IdentityFile(), environment: [:], reporter: reporter)
        ) { XCTAssertTrue(($0 as? BundleError)?.message.hasPrefix("applicationID \"notes\"") == true) }
        XCTAssertThrowsError(
            try BundleIdentity.resolve(
                product: "Notes",
                code: CodeIdentity(applicationID: "org.example.Notes", displayName: "Notes", version: "1.0 beta"),
                file: IdentityFile(), environment: [:], reporter: reporter)
        ) { XCTAssertTrue(($0 as? BundleError)?.message.hasPrefix("version \"1.0 beta\"") == true) }
    }

    func testParagraphsAreSplitByBlankLines() throws {
        var identity = try BundleIdentity.resolve(
            product: "Notes", code: code, file: IdentityFile(), environment: [:], reporter: Reporter(echoes: false))
        identity.description = "One line\nwrapped.\n\nTwo.\n\n\n"
        XCTAssertEqual(identity.paragraphs, ["One line wrapped.", "Two."])
    }
}
