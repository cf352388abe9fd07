import Foundation
import GtkUI
import GtkUITesting
import XCTest

/// A link, a framed text and a disclosure group, for the readers that go beyond a control's value.
private struct Details: View {
    var body: some View {
        VStack(spacing: 8) {
            Link("Example", destination: URL(string: "https://example.org")!)
            Text("Framed").frame(width: 200, height: 60)
            DisclosureGroup("More") { Text("details") }
        }
        .padding(12)
    }
}

/// Links, parents, expansion, identity, modal windows and closing them.
final class ElementDetailsTests: XCTestCase {
    func testALinkIsFoundByItsTitle() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Details(), size: (300, 240))
            defer { host.close() }
            let link = host.link("Example")
            XCTAssertEqual(link.destination, URL(string: "https://example.org"))
            XCTAssertFalse(link.isVisited)
            XCTAssertFalse(host.exists(.link("https://example.org")), "named by its title, not its address")
            XCTAssertEqual(host.all(.link()).count, 1, "a text and a toggle are not links")
            XCTAssertNil(host.text("Framed").destination)
        }
    }

    func testTheParentOfATextIsItsFrame() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Details(), size: (300, 240))
            defer { host.close() }
            let text = host.text("Framed")
            let frame = try XCTUnwrap(text.parent?.frame)
            XCTAssertEqual([frame.width, frame.height], [200, 60])
            XCTAssertLessThan(try XCTUnwrap(text.frame?.width), 200, "the text keeps its own size inside")
            XCTAssertNil(host.windows[0].parent, "a window has no parent")
            XCTAssertNil(host.all(.text("Absent")).first?.parent)
        }
    }

    func testTappingADisclosureGroupExpandsIt() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Details(), size: (300, 240))
            defer { host.close() }
            let more = host.toggle("More")
            XCTAssertFalse(more.isExpanded)
            XCTAssertFalse(host.exists(.text("details")))
            more.tap()
            XCTAssertTrue(host.toggle("More").isExpanded)
            XCTAssertTrue(host.exists(.text("details")))
        }
    }

    func testElementsAreEqualWhenTheyAreTheSameWidget() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (240, 120))
            defer { host.close() }
            let label = host.text(matching: "^Count")
            host.button("Add").tap()
            XCTAssertEqual(host.text(matching: "^Count"), label, "the label was updated, not mounted again")
            XCTAssertNotEqual(host.button("Add"), label)
            var missing: [Element] = []
            XCTAssertThrowsError(try withThrownFailures { missing = [host.button("Absent"), host.button("Absent")] })
            XCTAssertEqual(missing.count, 2)
            XCTAssertNotEqual(missing.first, missing.last, "missing elements are never equal")
            XCTAssertNotEqual(missing.first, host.button("Add"))
        }
    }

    func testASheetIsModalAndClosesLikeItsCloseButton() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Presenter(), size: (300, 200))
            defer { host.close() }
            XCTAssertFalse(host.windows[0].isModal)
            host.button("Open sheet").tap()
            let sheet = host.windows[1]
            XCTAssertTrue(sheet.isModal)
            sheet.close()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertTrue(host.exists(.button("Open sheet")))
        }
    }

    func testClosingSomethingOtherThanAWindowFails() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (240, 120))
            defer { host.close() }
            XCTAssertThrowsError(try withThrownFailures { host.button("Add").close() }) { error in
                XCTAssertTrue("\(error)".contains("cannot close push button \"Add\": it is not a window"), "\(error)")
            }
            XCTAssertEqual(host.windows.count, 1)
        }
    }
}
