import GtkUI
import GtkUITesting
import XCTest

// The tests of TestingYourViews.md: they run, so what the article says they check holds.

final class CounterExampleTests: XCTestCase {
    func testAddCountsOne() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (400, 300))
            defer { host.close() }

            host.button("Add").tap()

            XCTAssertEqual(host.text(matching: "^Count").value, "Count: 1")
            assertSnapshot(host, named: "counter-after-one-tap")
        }
    }
}

final class SignupFormTests: XCTestCase {
    func testSigningUp() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(SignupForm(), size: (400, 320))
            defer { host.close() }
            let create = host.button("Create account")
            XCTAssertFalse(create.isEnabled)

            host.textField("Name").type("Ada")
            host.toggle("Newsletter").setOn(true)
            host.picker("Plan").select("Team")
            host.slider("Seats").increment()

            XCTAssertTrue(create.isEnabled)
            XCTAssertTrue(host.toggle("Newsletter").isOn)
            XCTAssertEqual(host.picker("Plan").value, "Team")
            XCTAssertEqual(host.slider("Seats").numericValue, 2)
            XCTAssertEqual(host.text(matching: "^Seats: ").value, "Seats: 2")

            create.tap()
            XCTAssertEqual(host.element(identifier: "welcome").value, "Welcome, Ada")
        }
    }

    func testAMissingButtonFailsListingWhatIsThere() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(SignupForm(), size: (400, 320))
            defer { host.close() }
            XCTAssertThrowsError(try withThrownFailures { host.button("Delete").tap() }) { error in
                XCTAssertTrue("\(error)".contains("no button \"Delete\""))
                XCTAssertTrue("\(error)".contains("push button \"Create account\""))
            }
        }
    }
}

final class ChoreListTests: XCTestCase {
    func testEachRowHasItsOwnToggle() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(ChoreList(), size: (300, 200))
            defer { host.close() }
            XCTAssertEqual(host.all(.toggle("Done")).count, 3)

            host.row(containing: "Test").toggle("Done").tap()

            XCTAssertTrue(host.row(containing: "Test").toggle("Done").isOn)
            XCTAssertFalse(host.row(containing: "Ship").toggle("Done").isOn)
        }
    }
}

final class RenameSheetTests: XCTestCase {
    func testRenamingInTheSheet() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(RenameButton(), size: (300, 200))
            defer { host.close() }
            host.button("Rename…").tap()
            XCTAssertEqual(host.windows.count, 2)

            let sheet = host.windows[1]
            XCTAssertTrue(sheet.isModal)
            sheet.textField("Name").clear()
            sheet.textField("Name").type("Notes")
            sheet.button("Done").tap()
            XCTAssertEqual(host.windows.count, 1)

            host.button("Rename…").tap()
            XCTAssertEqual(host.windows[1].textField("Name").value, "Notes")
            host.press(key: .escape)
            XCTAssertEqual(host.windows.count, 1)
        }
    }
}

final class ForecastTests: XCTestCase {
    func testTheForecastArrives() async throws {
        try await checkTheForecastArrives()
    }

}

@MainActor
func checkTheForecastArrives() async throws {
    let forecast = Forecast()
    let host = try ViewHost(ForecastView(forecast: forecast), size: (200, 100))
    defer { host.close() }
    XCTAssertEqual(host.text(matching: "days$").value, "0 days")

    await host.settle(until: { forecast.days.count == 3 })
    XCTAssertEqual(host.text(matching: "days$").value, "3 days")

    forecast.days.removeAll()
    host.settle()
    XCTAssertEqual(host.text(matching: "days$").value, "0 days")
}

final class CounterSnapshotTests: XCTestCase {
    func testTheCounterInBothStyles() throws {
        try MainActor.assumeIsolated {
            let tolerance = SnapshotTolerance(channel: 32, share: 0.001)
            for scheme in [ColorScheme.light, .dark] {
                let host = try ViewHost(Counter(), size: (240, 120), colorScheme: scheme)
                defer { host.close() }
                host.button("Add").tap()
                assertSnapshot(host, named: "counter-\(scheme)", tolerance: tolerance)
            }
        }
    }
}
