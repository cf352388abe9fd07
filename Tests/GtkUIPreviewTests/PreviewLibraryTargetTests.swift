import Foundation
import XCTest

@testable import GtkUIPreview

/// A library target has no program of its own: `gtkui-preview` shows its previews through a host
/// package that it writes, which depends on the library's product and on the same GtkUI.
final class PreviewLibraryTargetTests: XCTestCase {
    private var folder = URL(fileURLWithPath: "/")
    /// This repository, which the fixture package depends on by path.
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewLibrary-\(getpid())/Cards")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/Cards"), withIntermediateDirectories: true)
        try "public let cardCount = 3\n".write(
            to: folder.appendingPathComponent("Sources/Cards/Cards.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    private func writeManifest(products: String) throws {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Cards",
                products: [\(products)],
                dependencies: [.package(path: "\(repository)")],
                targets: [.target(name: "Cards", dependencies: [.product(name: "GtkUI", package: "\(URL(fileURLWithPath: repository).lastPathComponent)")])]
            )
            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    func testALibraryTargetIsShownThroughAHostPackageThatLoads() throws {
        try writeManifest(products: #".library(name: "CardKit", targets: ["Cards"])"#)
        let target = try PreviewTarget.resolve(packageDirectory: folder.path, named: nil).get()
        XCTAssertEqual(target.name, "Cards")
        XCTAssertEqual(target.moduleName, "Cards")
        XCTAssertEqual(target.product, "GtkUIPreviewHost")
        XCTAssertEqual(target.sourceDirectory, folder.appendingPathComponent("Sources/Cards").path)
        XCTAssertEqual(target.buildDirectory, folder.appendingPathComponent(".build/gtkui-preview-host").path)
        let manifest = try String(contentsOfFile: target.buildDirectory + "/Package.swift", encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".package(path: "\#(repository)")"#), manifest)
        XCTAssertTrue(manifest.contains(#".product(name: "CardKit", package: "cards")"#), manifest)
        let main = try String(
            contentsOfFile: target.buildDirectory + "/Sources/GtkUIPreviewHost/main.swift", encoding: .utf8)
        XCTAssertTrue(main.contains("import Cards"), main)

        // SwiftPM reads the host's manifest and finds its executable.
        let described = CommandRun.capture(
            ["swift", "package", "describe", "--type", "json"], in: target.buildDirectory)
        XCTAssertEqual(described.status, 0, described.errors)
        XCTAssertTrue(described.output.contains(#""name" : "GtkUIPreviewHost""#), described.output)
    }

    func testALibraryTargetInNoProductSaysWhatToAdd() throws {
        try writeManifest(products: "")
        guard case .failure(let failure) = PreviewTarget.resolve(packageDirectory: folder.path, named: "Cards") else {
            return XCTFail("a library in no product cannot be linked into a host")
        }
        XCTAssertTrue(
            failure.description.hasPrefix(
                #"Cards is a library target in no library product: add `.library(name: "Cards""#),
            failure.description)
    }

    func testGtkUIIsFoundByPathOrByVersionAmongTheDependencies() {
        let byPath = """
            {"identity": "cards", "name": "Cards", "url": "/p/Cards", "version": "unspecified", "dependencies": [
              {"identity": "gtkui", "name": "GtkUI", "url": "\(repository)", "version": "unspecified", "dependencies": []}]}
            """
        XCTAssertEqual(
            try PreviewHostPackage.GtkUIDependency.find(inDependencyJSON: byPath).get(),
            .init(identity: "gtkui", path: repository))
        let byVersion = """
            {"identity": "cards", "name": "Cards", "dependencies": [
              {"identity": "theme", "name": "Theme", "dependencies": [
                {"identity": "gtkui", "name": "GtkUI", "url": "https://example.com/GtkUI.git", "version": "1.4.0",
                 "dependencies": []}]}]}
            """
        XCTAssertEqual(
            try PreviewHostPackage.GtkUIDependency.find(inDependencyJSON: byVersion).get(),
            .init(identity: "gtkui", url: "https://example.com/GtkUI.git", version: "1.4.0"))
        let none = #"{"identity": "cards", "name": "Cards", "dependencies": []}"#
        guard case .failure(let failure) = PreviewHostPackage.GtkUIDependency.find(inDependencyJSON: none) else {
            return XCTFail("a package without GtkUI has nothing to preview with")
        }
        XCTAssertEqual(failure.description, "the package does not depend on GtkUI")
    }
}
