import XCTest

@testable import GtkUI

/// Spellings that SwiftCrossUI and iOS-only SwiftUI code use, so that such code compiles here.
final class SwiftCrossUISpellingTests: GtkTestCase {
    func testAnUnlabelledColourIsTheSameAsALabelledOne() {
        XCTAssertEqual(Color(0.8, 0.5, 0.2), Color(red: 0.8, green: 0.5, blue: 0.2))
        XCTAssertEqual(Color(0.1, 0.2, 0.3, 0.4), Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))
    }

    func testScrollDismissesKeyboardLeavesTheViewAsItIs() {
        onGtkThread {
            let text = Text("A").scrollDismissesKeyboard(.interactively)
            XCTAssertEqual(text, Text("A"), "the modifier returns the view itself, adding no widget")
        }
    }
}
