import Foundation
import GtkUI
import XCTest

@testable import GtkUITesting

/// `assertPreviewSnapshots()`: every preview of the module is compared in light and dark with a
/// reference named after it, and a changed rendering fails with the diff.
final class PreviewSnapshotTests: XCTestCase {
    func testEveryPreviewMatchesItsReferencesInLightAndDark() throws {
        try MainActor.assumeIsolated {
            try withThrownFailures { assertPreviewSnapshots(module: "GtkUITestingTests") }
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__/PreviewSnapshotTests")
            for name in ["Titled-light.png", "Titled-dark.png"] {
                let image = RasterImage.decode(png: try Data(contentsOf: folder.appendingPathComponent(name)))
                XCTAssertEqual(image?.width, 160, "the fixed layout trait sets the size")
                XCTAssertEqual(image?.height, 60)
            }
        }
    }

    func testAChangedPreviewFailsWithTheDiff() throws {
        try MainActor.assumeIsolated {
            // The references are of the stable title, whichever test records them.
            _ = try? withThrownFailures { assertPreviewSnapshots(module: "GtkUITestingTests") }
            previewFixtureTitle = "Changed"
            defer { previewFixtureTitle = "Stable" }
            XCTAssertThrowsError(try withThrownFailures { assertPreviewSnapshots(module: "GtkUITestingTests") }) {
                error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("Titled-light.png"), message)
                XCTAssertTrue(message.contains(".diff.png"), message)
            }
        }
    }

    func testAModuleWithoutPreviewsFails() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try withThrownFailures { assertPreviewSnapshots(module: "NoSuchModule") }) { error in
                XCTAssertTrue("\(error)".contains("no preview"), "\(error)")
            }
        }
    }
}
