import Foundation
import GtkUI
import XCTest

/// An element of an outline that may contain itself further down.
private final class OutlineNode: Identifiable {
    let id: String
    var children: [OutlineNode]?

    init(_ id: String) { self.id = id }
}

/// The first button in the shown row `name`.
@MainActor private func button(inRow name: String, of harness: LazyListHarness) -> UnsafeMutablePointer<GtkButton>? {
    harness.row(name).flatMap { WidgetTree.all(gtk_button_get_type(), in: $0).first }?.cast()
}

/// Issue 18 §2 and §5: bad input to lists and lazy grids gets one warning and a defined result.
final class ListBadInputTests: GtkTestCase {
    func testAnOutlineCycleExpandsEachElementOnceWithOneWarning() {
        onGtkThread {
            let a = OutlineNode("A")
            let b = OutlineNode("B")
            a.children = [b]
            b.children = [a]
            defer { a.children = nil }  // the test's own reference cycle
            var harness: LazyListHarness?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let list = LazyListHarness(List([a], children: \.children) { Text($0.id) })
                harness = list
                guard let expandA = button(inRow: "A", of: list) else { return XCTFail("no disclosure on A") }
                gtk_button_clicked(expandA)
                list.settle()
                guard let expandB = button(inRow: "B", of: list) else { return XCTFail("no disclosure on B") }
                gtk_button_clicked(expandB)
                list.settle()
                XCTAssertEqual(list.visibleRowTexts(), ["A", "B"], "the cycle back to A is not expanded again")
            }
            harness?.close()
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            XCTAssertTrue(warnings.first?.contains("cycle") ?? false, "\(warnings)")
        }
    }

    func testAnOutlineGroupOutsideAListStopsAtACycle() {
        onGtkThread {
            let a = OutlineNode("A")
            let b = OutlineNode("B")
            a.children = [b]
            b.children = [a]
            defer { a.children = nil }
            var labels: [String] = []
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let harness = LazyListHarness(VStack { OutlineGroup([a], children: \.children) { Text($0.id) } })
                labels = WidgetTree.labels(in: harness.window)
                harness.close()
            }
            XCTAssertEqual(labels, ["A", "B"])
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
        }
    }

    func testLazyGridSizesThatAreNotPixelsAreClampedWithOneWarning() {
        onGtkThread {
            for columns in [
                [GridItem(.adaptive(minimum: 0), spacing: 0)],
                [GridItem(.fixed(1e12)), GridItem(.fixed(.nan))],
                [GridItem(.flexible(), spacing: .infinity)],
            ] {
                var texts: [String] = []
                // Only GtkUI's own warning: clamped columns never ask GDK for a window wider
                // than it can make (32,767 pixels), so GDK has nothing to warn about.
                let warnings = LogCapture.capture(domain: "GtkUI") {
                    let harness = LazyListHarness(
                        ScrollView {
                            LazyVGrid(columns: columns, spacing: 0) {
                                ForEach(0..<6, id: \.self) { Text("C\($0)") }
                            }
                        })
                    texts = WidgetTree.labels(in: harness.window)
                    harness.close()
                }
                XCTAssertTrue(texts.contains("C0"), "\(columns): \(texts)")
                XCTAssertEqual(warnings.count, 1, "\(columns): \(warnings)")
            }
        }
    }

    func testLazyStackSpacingThatIsNotPixelsIsClampedWithOneWarning() {
        onGtkThread {
            var texts: [String] = []
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let harness = LazyListHarness(
                    ScrollView { LazyVStack(spacing: .infinity) { ForEach(0..<3, id: \.self) { Text("S\($0)") } } })
                texts = WidgetTree.labels(in: harness.window)
                harness.close()
            }
            XCTAssertTrue(texts.contains("S0"))
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
        }
    }

    func testASelectionOfAnotherTypeThanTheIDsWarnsOnceAndIsNotReset() {
        onGtkThread {
            final class Choice { var value: String? = "keep" }
            let choice = Choice()
            var harness: LazyListHarness?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let list = LazyListHarness(
                    List(selection: Binding(get: { choice.value }, set: { choice.value = $0 })) {
                        ForEach(1...5, id: \.self) { Text("Number \($0)") }
                    })
                harness = list
                guard let row = list.row("Number 3") else { return XCTFail("no row") }
                PointerEvents.click(row)
                PointerEvents.click(row)
            }
            defer { harness?.close() }
            XCTAssertEqual(choice.value, "keep", "a click does not reset the selection")
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            XCTAssertTrue(warnings.first.map { $0.contains("String") && $0.contains("Int") } ?? false, "\(warnings)")
        }
    }
}
