import GtkUI
import GtkUITesting
import XCTest

/// Checks what AccessibleViews.md says a screen reader finds in its example.
final class AccessibilitySnippetTests: XCTestCase {
    func testAScreenReaderFindsWhatTheArticleSays() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(PlayerControls(), size: (300, 240))
            defer { host.close() }

            XCTAssertTrue(host.element(role: ATK_ROLE_HEADING, name: "Now playing").exists)
            XCTAssertEqual(host.element(identifier: "play").name, "Play")
            XCTAssertEqual(host.button("Play").role, ATK_ROLE_PUSH_BUTTON)
            XCTAssertTrue(host.element(role: ATK_ROLE_IMAGE, name: "Connected").exists)
            XCTAssertTrue(host.slider("Volume").exists)

            XCTAssertTrue(host.element(.element(name: "Apple, 3 kg")).exists)
            XCTAssertFalse(host.exists(.text("Apple")), "a combined element hides its children")
        }
    }
}
