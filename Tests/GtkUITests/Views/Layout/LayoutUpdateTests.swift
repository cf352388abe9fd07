import GtkUI
import GtkUITesting
import XCTest

private struct SpreadingRow: View {
    @State private var spread = false
    var body: some View {
        VStack {
            HStack {
                Text("Left")
                if spread { Spacer() }
                Text("Right")
            }
            Button("Toggle") { spread.toggle() }
        }
    }
}

private struct WideningFrame: View {
    @State private var wide = false
    var body: some View {
        VStack {
            HStack {
                Text("Framed").frame(maxWidth: wide ? .infinity : 100)
            }
            Button("Toggle") { wide.toggle() }
        }
    }
}

private struct PromotedField: View {
    @State private var promoted = false
    var body: some View {
        VStack {
            HStack {
                TextField("First", text: .constant(""))
                TextField("Other", text: .constant("")).layoutPriority(promoted ? 1 : 0)
            }
            Button("Toggle") { promoted.toggle() }
        }
    }
}

@MainActor
private func click(_ title: String) -> (ViewHost) -> Void {
    { host in host.button(title).tap() }
}

/// Flexibility that changes after mounting realigns the stacks around it.
final class LayoutUpdateTests: GtkTestCase {
    func testSpacerAddedLaterToANestedRowPushesItsTextsApartAndRemovedLetsItShrinkBack() {
        onGtkThread {
            let failures = LayoutTable.failures(
                mounting: AnyView(SpreadingRow()),
                steps: [
                    (click("Toggle"), { f in [f.label("Left").minX.is(0), f.label("Right").maxX.is(600)] }),
                    (
                        click("Toggle"),
                        { f in
                            [
                                ((f.label("Left").minX + f.label("Right").maxX) / 2).is(300),
                                f.label("Left").minX.isAtMost(0).negated,
                            ]
                        }
                    ),
                ])
            XCTAssertEqual(failures, [])
        }
    }

    func testFrameThatBecomesFlexibleInANestedRowFillsTheWidth() {
        onGtkThread {
            let row = LayoutRow("frame widens", view: { WideningFrame() }, act: click("Toggle")) { f in
                [f.parent(of: "Framed").width.is(600), f.label("Framed").midX.is(300)]
            }
            XCTAssertEqual(LayoutTable.failures(of: row), [])
        }
    }

    func testRaisedLayoutPriorityTakesTheFreeWidthAndLoweredSharesItAgain() {
        onGtkThread {
            let equal: (LayoutFrames) -> [LayoutCheck] = { f in
                [f.entry("First").width.is(f.entry("Other").width), f.entry("Other").maxX.is(600)]
            }
            let failures = LayoutTable.failures(
                mounting: AnyView(PromotedField()),
                steps: [
                    (nil, equal),
                    (click("Toggle"), { f in [f.entry("First").width.isAtMost(100), f.entry("Other").maxX.is(600)] }),
                    (click("Toggle"), equal),
                ])
            XCTAssertEqual(failures, [])
        }
    }

    func testContradictoryAndNegativeFramesWarnOnceEachAndStayDefined() {
        onGtkThread {
            var failures: [String] = []
            let messages = LogCapture.capture(domain: "GtkUI") {
                let row = LayoutRow(
                    "bad frames",
                    view: {
                        VStack {
                            Text("Contradictory").frame(minWidth: 200, maxWidth: 100)
                            Text("Negative").frame(width: -5)
                        }
                    }
                ) { f in
                    [f.parent(of: "Contradictory").width.is(200), f.parent(of: "Negative").width.isAtMost(120)]
                }
                failures = LayoutTable.failures(of: row)
            }
            XCTAssertEqual(failures, [])
            XCTAssertEqual(messages.filter { $0.contains("contradictory frame") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("-5") }.count, 1, "\(messages)")
        }
    }
}
