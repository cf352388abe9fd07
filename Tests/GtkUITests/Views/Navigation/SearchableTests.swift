import GtkUI
import GtkUITesting
import XCTest

private struct Mailbox: View {
    let query: Binding<String>
    let isSearchable: Bool
    var body: some View {
        if isSearchable {
            VStack {
                Text("results for \(query.wrappedValue)")
                Button("Reply") {}
            }
            .searchable(text: query, prompt: "Find mail")
        } else {
            Text("no search")
        }
    }
}

final class SearchableTests: GtkTestCase {
    func testTheFieldIsBoundBothWaysWithoutEcho() throws {
        try onGtkThread {
            let probe = ControlProbe<String>()
            let host = try ViewHost(
                ProbeHost("", probe: probe) { Mailbox(query: $0, isSearchable: true) }, size: (300, 160))
            defer { host.close() }
            let field = try XCTUnwrap(host.textField("Find mail").frame)
            let results = try XCTUnwrap(host.text(matching: "^results for").frame)
            XCTAssertLessThan(field.y, results.y, "above the content")

            host.textField("Find mail").type("invoice")
            XCTAssertEqual(probe.writes.count, 7, "one write per key: \(probe.writes)")
            XCTAssertEqual(probe.writes.last, "invoice")
            XCTAssertTrue(host.exists(.text("results for invoice")))

            probe.state?.wrappedValue = "receipt"
            host.settle()
            XCTAssertEqual(host.textField("Find mail").value, "receipt")
            XCTAssertEqual(probe.writes.count, 7, "no echo")
        }
    }

    func testControlFFocusesTheFieldUntilItIsRemoved() throws {
        try onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = try ViewHost(
                ProbeHost(true, probe: probe) { isSearchable in
                    Mailbox(query: .constant(""), isSearchable: isSearchable.wrappedValue)
                }, size: (300, 160))
            defer { host.close() }
            let root: UnsafeMutablePointer<GtkWidget> = try XCTUnwrap(host.gtkWindow).cast()
            host.button("Reply").press(key: "g", modifiers: .control)
            XCTAssertFalse(host.textField("Find mail").isFocused, "only Ctrl+F")
            host.press(key: "f", modifiers: .control)
            XCTAssertTrue(host.textField("Find mail").isFocused)

            let handlers = NavigationProbe.keyHandlerCount(on: root)
            probe.state?.wrappedValue = false
            host.settle()
            XCTAssertEqual(host.all(.element(role: ATK_ROLE_LABEL)).compactMap(\.name), ["no search"])
            XCTAssertFalse(host.exists(.textField("Find mail")))
            XCTAssertEqual(NavigationProbe.keyHandlerCount(on: root), handlers - 1, "the window's key handler is gone")
        }
    }
}
