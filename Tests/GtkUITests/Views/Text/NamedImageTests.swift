import XCTest

@testable import GtkUI

/// `Image(_:bundle:)` and `Image(decorative:bundle:)`: a name is looked for among a bundle's
/// resources (with or without its extension, and in a copied asset catalog), then taken as a
/// theme icon.
final class NamedImageTests: GtkTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = NSTemporaryDirectory() + "gtkui-named-images-\(getpid())"
        try FileManager.default.createDirectory(
            atPath: folder + "/Assets.xcassets/moon.imageset", withIntermediateDirectories: true)
        for file in [
            "apollo.png", "crest.svg", "Assets.xcassets/moon.imageset/moon.png",
            "Assets.xcassets/moon.imageset/moon@2x.png",
        ] {
            _ = FileManager.default.createFile(atPath: folder + "/" + file, contents: Data([0x89]))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
        try super.tearDownWithError()
    }

    func testANameIsFoundAmongTheBundlesResourcesWithOrWithoutItsExtension() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder))
        let folder = folder
        onGtkThread {
            XCTAssertEqual(Image("apollo", bundle: bundle).source, .file(folder + "/apollo.png"))
            XCTAssertEqual(Image("apollo.png", bundle: bundle).source, .file(folder + "/apollo.png"))
            XCTAssertEqual(Image("crest", bundle: bundle).source, .file(folder + "/crest.svg"))
        }
    }

    func testACopiedAssetCatalogGivesItsDoubleScalePicture() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder))
        let folder = folder
        onGtkThread {
            XCTAssertEqual(
                Image("moon", bundle: bundle).source, .file(folder + "/Assets.xcassets/moon.imageset/moon@2x.png"))
        }
    }

    func testANameThatIsNoResourceIsAThemeIconAndAMissingOneWarnsOnce() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder))
        onGtkThread {
            XCTAssertEqual(Image("document-open", bundle: bundle).source, .icon("document-open"))
            XCTAssertEqual(Image("../apollo", bundle: bundle).source, .icon("../apollo"), "a name is not a path")
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let host = HostingWidget(rootView: Image("no-such-picture-anywhere", bundle: bundle))
                host.flushUpdates()
            }
            XCTAssertEqual(warnings.filter { $0.contains("no-such-picture-anywhere") }.count, 1, "\(warnings)")
        }
    }

    func testADecorativeImageHasNoNameForScreenReaders() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder))
        let folder = folder
        onGtkThread {
            XCTAssertEqual(Image("apollo", bundle: bundle).accessibleName, "apollo")
            XCTAssertEqual(Image(decorative: "apollo", bundle: bundle).accessibleName, "")
            XCTAssertEqual(Image(decorative: "apollo", bundle: bundle).source, .file(folder + "/apollo.png"))
        }
    }
}
