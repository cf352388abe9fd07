import XCTest

@testable import GtkUIBundler

final class IdentityRulesTests: XCTestCase {
    func testReverseDNSIdsPassAndOthersNameTheFieldWithAnExample() throws {
        for id in ["org.example.Notes", "io.github.ada.Notes_2", "org.gtkui.Demo"] {
            XCTAssertNoThrow(try IdentityRules.checkApplicationID(id), id)
        }
        for id in [
            "Notes", "org.example", "org.example.my-notes", "org.1example.Notes", "org..Notes", "org.example.Nötes",
        ] {
            XCTAssertThrowsError(try IdentityRules.checkApplicationID(id), id) { error in
                let message = (error as? BundleError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("applicationID \"\(id)\""), message)
                XCTAssertTrue(message.contains("\"org.example.Notes\""), message)
            }
        }
    }

    func testVersionsDebianCanOrderPassAndOthersNameTheFieldWithAnExample() throws {
        for version in ["0.1", "1.2.0", "1.0~beta1", "2+git20260101", "3"] {
            XCTAssertNoThrow(try IdentityRules.checkVersion(version), version)
        }
        for version in ["", "v1.0", "1.0 beta", "1.0-1", "1:2.0", "1.0_rc"] {
            XCTAssertThrowsError(try IdentityRules.checkVersion(version), version) { error in
                let message = (error as? BundleError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("version \"\(version)\""), message)
                XCTAssertTrue(message.contains("\"1.2.0\""), message)
            }
        }
    }

    func testPackageNamesComeFromTheProductAndAreChecked() throws {
        XCTAssertEqual(IdentityRules.packageName(forProduct: "Notes"), "notes")
        XCTAssertEqual(IdentityRules.packageName(forProduct: "My_Notes"), "my-notes")
        XCTAssertEqual(IdentityRules.packageName(forProduct: "gtkui-bundle"), "gtkui-bundle")
        XCTAssertEqual(IdentityRules.packageName(forProduct: "X"), "app-x")
        for product in ["Notes", "My_Notes", "X", "_", "Ünï"] {
            XCTAssertNoThrow(
                try IdentityRules.checkPackageName(IdentityRules.packageName(forProduct: product)), product)
        }
        XCTAssertThrowsError(try IdentityRules.checkPackageName("My Notes"))
        XCTAssertThrowsError(try IdentityRules.checkPackageName("-notes"))
    }

    func testTheDomainIsTheIdWithoutItsLastPartReversed() {
        XCTAssertEqual(IdentityRules.domain(of: "org.example.Notes"), "example.org")
        XCTAssertEqual(IdentityRules.domain(of: "io.github.Ada.Notes"), "ada.github.io")
    }
}
