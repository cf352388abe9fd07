import XCTest

@testable import GtkUI

/// The fixture preview named `name` (PreviewFixtures.swift).
@MainActor
private func fixture(_ name: String) throws -> Preview {
    try XCTUnwrap(Preview.all(in: "GtkUITests").first { $0.displayName == name }, "no preview \(name)")
}

/// `#Preview` and `PreviewProvider`: every preview of a module is found at run time from the
/// binary's conformance records, with its name, place and size, and mounts as declared.
final class PreviewCatalogTests: GtkTestCase {
    func testEveryPreviewAndProviderOfTheModuleIsFoundInSourceOrder() throws {
        try onGtkThread {
            let previews = Preview.all(in: "GtkUITests")
            let names = previews.map(\.displayName)
            XCTAssertEqual(
                names.filter { $0.hasPrefix("Fixture") || $0 == "PreviewFixtures" },
                [
                    "FixtureProvider_Previews", "Fixture greeting", "Fixture sized", "PreviewFixtures",
                    "Fixture counter", "Fixture returned", "Fixture portrait", "Fixture twin", "Fixture twin",
                ])
            XCTAssertTrue(names.contains("Badge_Previews"), "a private provider is found: \(names)")
            let greeting = try XCTUnwrap(previews.first { $0.displayName == "Fixture greeting" })
            XCTAssertEqual(greeting.fileID, "GtkUITests/PreviewFixtures.swift")
            XCTAssertEqual(greeting.line, 6)
            XCTAssertTrue(greeting.filePath.hasSuffix("Tests/GtkUITests/Previews/PreviewFixtures.swift"))
            let unnamed = previews.first { $0.displayName == "PreviewFixtures" }
            XCTAssertNil(unnamed?.name, "an unnamed preview is listed under its file's name")
            XCTAssertTrue(Preview.all().count >= previews.count)
            XCTAssertTrue(Preview.all(in: "NoSuchModule").isEmpty)
        }
    }

    func testSizeTraitsSetTheSize() throws {
        try onGtkThread {
            let sized = try fixture("Fixture sized").size
            XCTAssertEqual(sized?.width, 200)
            XCTAssertEqual(sized?.height, 120)
            XCTAssertNil(try fixture("PreviewFixtures").size, "sizeThatFitsLayout: the natural size")
            let portrait = try fixture("Fixture portrait").size
            XCTAssertEqual(portrait?.width, Preview.defaultSize.height)
            XCTAssertEqual(portrait?.height, Preview.defaultSize.width)
            let plain = try fixture("Fixture greeting").size
            XCTAssertEqual(plain?.width, Preview.defaultSize.width)
            XCTAssertEqual(plain?.height, Preview.defaultSize.height)
        }
    }

    func testPreviewableStateIsStateOfThePreview() throws {
        try onGtkThread {
            let host = HostingWidget(rootView: try fixture("Fixture counter").makeView())
            gtk_button_clicked(WidgetTree.button("Count 2", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Count 3"])
        }
    }

    func testABodyThatReturnsItsViewAndAProviderMount() throws {
        try onGtkThread {
            let returned = HostingWidget(rootView: try fixture("Fixture returned").makeView())
            XCTAssertEqual(WidgetTree.labels(in: returned.widget), ["Returned"])
            let provider = HostingWidget(rootView: try fixture("FixtureProvider_Previews").makeView())
            XCTAssertEqual(WidgetTree.labels(in: provider.widget), ["From a provider"])
        }
    }
}
