import XCTest

@testable import GtkUIBundler

final class PackageSummaryTests: XCTestCase {
    private let describeOutput = """
        Fetching nothing
        {"name": "Notes", "products": [
          {"name": "NotesKit", "targets": ["NotesKit"], "type": {"library": ["automatic"]}},
          {"name": "Notes", "targets": ["Notes"], "type": {"executable": null}},
          {"name": "Importer", "targets": ["Importer"], "type": {"executable": null}}
        ], "targets": []}
        """

    func testReadsExecutableProductsFromDescribe() throws {
        let package = try PackageSummary(describeJSON: describeOutput)
        XCTAssertEqual(package.name, "Notes")
        XCTAssertEqual(package.executableNames, ["Notes", "Importer"])
        XCTAssertThrowsError(try PackageSummary(describeJSON: "error: no manifest"))
    }

    func testSeveralExecutablesWithoutProductIsOneMessageListingThem() throws {
        let package = try PackageSummary(describeJSON: describeOutput)
        XCTAssertThrowsError(try package.chooseProduct(nil)) { error in
            XCTAssertEqual(
                (error as? BundleError)?.message,
                "package Notes has several executable products: Notes, Importer; choose one with --product NAME")
        }
        XCTAssertEqual(try package.chooseProduct("Importer"), "Importer")
        XCTAssertThrowsError(try package.chooseProduct("NotesKit")) { error in
            XCTAssertEqual(
                (error as? BundleError)?.message,
                "package Notes has no executable product NotesKit; its executable products are: Notes, Importer")
        }
    }

    func testNoExecutableIsOneMessageListingTheProducts() {
        let package = PackageSummary(name: "Kit", products: [.init(name: "Kit", isExecutable: false)])
        XCTAssertThrowsError(try package.chooseProduct(nil)) { error in
            let message = (error as? BundleError)?.message ?? ""
            XCTAssertTrue(
                message.hasPrefix("package Kit has no executable product to bundle (its products: Kit)"), message)
        }
        let single = PackageSummary(name: "Notes", products: [.init(name: "Notes", isExecutable: true)])
        XCTAssertEqual(try single.chooseProduct(nil), "Notes")
    }
}
