import Foundation
import XCTest

@testable import GtkUIBundler

/// The files a bundle writes: desktop entry, metainfo, icon and the Debian control file.
final class BundleFilesTests: XCTestCase {
    private func identity(icon: String? = nil) throws -> BundleIdentity {
        var file = IdentityFile()
        file.strings = [
            "summary": "Keep short notes", "description": "Notes keeps <short> notes & lists.\n\nSecond paragraph.",
            "license": "MIT", "homepage": "https://example.org/notes", "maintainer": "Ada Lovelace <ada@example.org>",
        ]
        file.strings["icon"] = icon
        file.lists = ["categories": ["Office"], "keywords": ["memo"]]
        return try BundleIdentity.resolve(
            product: "Notes",
            code: CodeIdentity(applicationID: "org.example.Notes", displayName: "Notes", version: "1.2"),
            file: file, environment: [:], reporter: Reporter(echoes: false))
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bundler-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testTheDesktopEntryNamesTheCommandIconAndCategories() throws {
        let text = DesktopEntry.text(for: try identity(), command: "notes")
        XCTAssertEqual(
            text,
            """
            [Desktop Entry]
            Type=Application
            Name=Notes
            Comment=Keep short notes
            Exec=notes
            Icon=org.example.Notes
            Terminal=false
            Categories=Office;
            Keywords=memo;
            StartupNotify=true

            """)
        XCTAssertEqual(DesktopEntry.fileName(for: try identity()), "org.example.Notes.desktop")
    }

    func testTheMetainfoEscapesTextAndLaunchesTheDesktopEntry() throws {
        let text = Metainfo.text(for: try identity(), date: "2026-01-02")
        XCTAssertTrue(
            text.contains("<p>Notes keeps &lt;short&gt; notes &amp; lists.</p>\n    <p>Second paragraph.</p>"))
        XCTAssertTrue(text.contains("<launchable type=\"desktop-id\">org.example.Notes.desktop</launchable>"))
        XCTAssertTrue(text.contains("<release version=\"1.2\" date=\"2026-01-02\"/>"))
        XCTAssertTrue(text.contains("<developer_name>Ada Lovelace</developer_name>"))
        XCTAssertEqual(Metainfo.releaseDate(environment: ["SOURCE_DATE_EPOCH": "0"]), "1970-01-01")
    }

    /// The validators the issue names, where they are installed (`make bundle-check` installs them).
    func testDesktopFileValidateAndAppstreamcliAcceptTheFiles() throws {
        let folder = try temporaryFolder()
        for identity in [
            try identity(),
            try BundleIdentity.resolve(
                product: "Bare", code: nil, file: IdentityFile(), environment: [:], reporter: Reporter(echoes: false)),
        ] {
            let entry = folder.appendingPathComponent(DesktopEntry.fileName(for: identity))
            try writeText(DesktopEntry.text(for: identity, command: identity.packageName), to: entry)
            let metainfo = folder.appendingPathComponent(Metainfo.fileName(for: identity))
            try writeText(Metainfo.text(for: identity, date: "2026-01-02"), to: metainfo)
            for (program, arguments) in [
                ("desktop-file-validate", [entry.path]), ("appstreamcli", ["validate", "--no-net", metainfo.path]),
            ] {
                guard Shell.path(of: program) != nil else { throw XCTSkip("\(program) is not installed") }
                let result = try Shell.run(program, arguments)
                XCTAssertTrue(result.succeeded, "\(program): \(result.output)")
            }
        }
    }

    func testNoIconMakesOneFromTheInitialWithOneNote() throws {
        let reporter = Reporter(echoes: false)
        let icon = try AppIcon.load(for: try identity(), packageDirectory: try temporaryFolder(), reporter: reporter)
        XCTAssertEqual(
            icon.relativePath(applicationID: "org.example.Notes"), "icons/hicolor/scalable/apps/org.example.Notes.svg")
        let svg = String(decoding: icon.data, as: UTF8.self)
        XCTAssertTrue(svg.contains(">N</text>"), svg)
        XCTAssertEqual(reporter.notes, ["no \"icon\" in gtkui-bundle.json: made one from the initial \"N\""])
        XCTAssertEqual(reporter.warnings, [])
        XCTAssertEqual(AppIcon.initial(of: "  émile"), "É")
        XCTAssertEqual(AppIcon.initial(of: "!!"), "A")
    }

    func testANamedIconIsUsedAndABadOneIsReported() throws {
        let folder = try temporaryFolder()
        // A PNG header: signature, IHDR length and type, width 48, height 48.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 48, 0, 0, 0, 48])
        try png.write(to: folder.appendingPathComponent("icon.png"))
        let reporter = Reporter(echoes: false)
        let icon = try AppIcon.load(for: try identity(icon: "icon.png"), packageDirectory: folder, reporter: reporter)
        XCTAssertEqual(icon.relativePath(applicationID: "a.b.C"), "icons/hicolor/48x48/apps/a.b.C.png")

        png[23] = 50
        try png.write(to: folder.appendingPathComponent("odd.png"))
        XCTAssertThrowsError(
            try AppIcon.load(for: try identity(icon: "odd.png"), packageDirectory: folder, reporter: reporter))
        let missing = try AppIcon.load(
            for: try identity(icon: "gone.svg"), packageDirectory: folder, reporter: reporter)
        XCTAssertEqual(missing.fileExtension, "svg")
        XCTAssertEqual(reporter.warnings, ["icon gone.svg does not exist: made one from the app's initial instead"])
    }

    func testTheControlFileWrapsTheDescriptionIntoParagraphs() throws {
        var identity = try identity()
        identity.description = String(repeating: "word ", count: 30) + "\n\nEnd."
        let control = DebianPackage.control(
            identity: identity, architecture: "amd64", depends: "libc6", installedSize: 12)
        let lines = control.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.contains("Description: Keep short notes"))
        XCTAssertTrue(lines.contains(" ."))
        XCTAssertTrue(lines.contains(" End."))
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, control)
        XCTAssertTrue(lines.contains("Maintainer: Ada Lovelace <ada@example.org>"))
    }

    func testTheManualPageEscapesRoff() throws {
        var identity = try identity()
        identity.description = ".hidden would be a request; a-b is a hyphen.\n\nSecond."
        let page = DebianPackage.manualPage(for: identity, date: "2026-01-02")
        let lines = page.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], ".TH NOTES 1 \"2026-01-02\" \"1.2\" \"User Commands\"")
        XCTAssertTrue(lines.contains("notes \\- Keep short notes"), page)
        XCTAssertTrue(lines.contains("\\&.hidden would be a request; a\\-b is a hyphen."), page)
        XCTAssertTrue(lines.contains(".PP"), page)
    }
}
