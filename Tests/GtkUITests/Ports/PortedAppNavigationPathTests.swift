import Foundation
import TestLogGuard
import XCTest

@testable import GtkUI

/// Internal, not private: a saved path names its values' types, and a private type has no name
/// the runtime can look up.
struct PortedAppPlanet: Codable, Hashable {
    let name: String
    let moons: Int
}

private struct NotCodable: Hashable {
    let value: Int
}

/// `NavigationPath.codable`: a path saved and read back, as apps keep it between launches.
final class PortedAppNavigationPathTests: XCTestCase {
    func testAPathOfCodableValuesReadsBackEqualThroughJSON() throws {
        var path = NavigationPath()
        path.append(3)
        path.append("Earth")
        path.append(PortedAppPlanet(name: "Mars", moons: 2))
        let representation = try XCTUnwrap(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        XCTAssertEqual(decoded, representation)
        let restored = NavigationPath(decoded)
        XCTAssertEqual(restored, path)
        XCTAssertEqual(restored.count, 3)
    }

    func testAPathWithAValueThatIsNotCodableHasNoCodableForm() {
        var path = NavigationPath([1, 2])
        XCTAssertNotNil(path.codable)
        path.append(NotCodable(value: 1))
        XCTAssertNil(path.codable)
    }

    @MainActor func testASavedPathNamingAnUnknownTypeWarnsAndStartsAtTheRoot() throws {
        let json = Data(#"["NoSuchModule.NoSuchType", "{}"]"#.utf8)
        let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        var restored = NavigationPath([9])
        LogCapture.expect("cannot read a saved path", domain: "GtkUI") {
            restored = NavigationPath(representation)
        }
        XCTAssertTrue(restored.isEmpty)
    }
}
