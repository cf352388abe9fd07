import GtkUI
import XCTest

/// Runs the example of TestingYourViews.md, so what the article says it checks holds.
final class TestingSnippetTests: XCTestCase {
    func testTheArticlesExampleHolds() throws {
        // XCTest calls test methods on the main thread, the GTK thread.
        try MainActor.assumeIsolated {
            try GtkRuntime.initialize()
            XCTAssertTrue(checkGreeting())
        }
    }
}
