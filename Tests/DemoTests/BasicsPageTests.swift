import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// The Demo's first page, "State and bindings", driven as a person would.
final class BasicsPageTests: XCTestCase {
    func testTheCounterCountsResetsAndHidesItsDetails() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(CounterSection(), size: (400, 160))
            defer { host.close() }
            XCTAssertEqual(host.text(matching: "^Clicked").value, "Clicked 0 times")
            XCTAssertFalse(host.button("Reset").isEnabled, "nothing to reset at zero")
            host.button("Add one").tap()
            XCTAssertEqual(host.text(matching: "^Clicked").value, "Clicked 1 time")
            XCTAssertTrue(host.exists(.text("The count is odd.")))
            host.button("Add one").tap()
            host.button("Add one").tap()
            XCTAssertEqual(host.text(matching: "^Clicked").value, "Clicked 3 times")

            host.toggle("Show details").setOn(false)
            XCTAssertFalse(host.exists(.text(matching: "The count is")), "the details are gone")
            host.button("Reset").tap()
            XCTAssertEqual(host.text(matching: "^Clicked").value, "Clicked 0 times")
            XCTAssertFalse(host.button("Reset").isEnabled)
            host.toggle("Show details").setOn(true)
            XCTAssertTrue(host.exists(.text("The count is even.")))
        }
    }

    func testTheTextFieldIsMirroredInTheGreeting() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(MirrorSection(), size: (400, 120))
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("Hello, whoever you are.")))
            host.textField("Type your name").type("Ada")
            XCTAssertEqual(host.textField("Type your name").value, "Ada")
            XCTAssertTrue(host.exists(.text("Hello, Ada!")))
            host.textField("Type your name").clear()
            XCTAssertTrue(host.exists(.text("Hello, whoever you are.")))
        }
    }

    func testTheSpinButtonAndThePlainButtonsEditOneAmount() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(SpinSection(), size: (400, 100))
            defer { host.close() }
            let spin = host.element(role: ATK_ROLE_SPIN_BUTTON)
            XCTAssertEqual(spin.numericValue, 5)
            host.button("+").tap()
            XCTAssertEqual(host.text(matching: "^Amount").value, "Amount: 6")
            XCTAssertEqual(host.element(role: ATK_ROLE_SPIN_BUTTON).numericValue, 6, "state reached the widget")

            // The GTK widget's own value goes back through its coordinator into the state.
            host.element(role: ATK_ROLE_SPIN_BUTTON).increment()
            XCTAssertEqual(host.text(matching: "^Amount").value, "Amount: 7")
            for _ in 0..<8 { host.button("−").tap() }
            XCTAssertEqual(host.text(matching: "^Amount").value, "Amount: 0", "clamped at the lower end")
            XCTAssertEqual(host.element(role: ATK_ROLE_SPIN_BUTTON).numericValue, 0)
        }
    }

    func testAKeyedRowKeepsItsStarWhenItMoves() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(ListSection(), size: (400, 240))
            defer { host.close() }
            XCTAssertEqual(host.all(.toggle("Star")).count, 3)
            host.all(.toggle("Star"))[1].setOn(true)
            XCTAssertTrue(host.exists(.text("★ Banana")))

            host.button("Move last to top").tap()
            XCTAssertEqual(names(in: host), ["Cherry", "Apple", "★ Banana"])
            XCTAssertEqual(host.all(.toggle("Star")).map(\.isOn), [false, false, true], "the star moved with its row")

            host.button("Add").tap()
            host.button("Remove first").tap()
            XCTAssertEqual(names(in: host), ["Apple", "★ Banana", "Grape"])
            XCTAssertEqual(host.all(.toggle("Star")).map(\.isOn), [false, true, false])
        }
    }
}

/// The fruit names the keyed list shows, top to bottom.
@MainActor
private func names(in host: ViewHost) -> [String] {
    let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Kiwi"]
    return host.all(.element(role: ATK_ROLE_LABEL)).compactMap(\.name).filter { name in
        names.contains(name) || names.contains { "★ " + $0 == name }
    }
}
