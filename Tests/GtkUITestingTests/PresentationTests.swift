import GtkUI
import GtkUITesting
import XCTest

/// Sheets and alerts are windows of their own: the host finds them as its second window.
final class PresentationTests: XCTestCase {
    func testASheetIsFoundAsASecondWindow() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Presenter(), size: (300, 200))
            defer { host.close() }
            XCTAssertEqual(host.windows.count, 1)
            host.button("Open sheet").tap()
            XCTAssertEqual(host.windows.count, 2)
            XCTAssertTrue(host.windows[1].exists(.text("In the sheet")))
            XCTAssertFalse(host.windows[0].exists(.text("In the sheet")))
            host.press(key: .escape)
            XCTAssertEqual(host.windows.count, 1, "Escape went to the sheet and closed it")
            host.button("Open sheet").tap()
            host.windows[1].button("Done").tap()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertEqual(host.text(matching: "^Log").value, "Log: sheet done")
        }
    }

    func testAnAlertIsFoundAndAnswered() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Presenter(), size: (300, 200))
            defer { host.close() }
            host.button("Warn").tap()
            XCTAssertEqual(host.windows.count, 2)
            XCTAssertTrue(host.windows[1].exists(.text("Careful")), host.windows[1].description)
            host.button("Proceed").tap()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertEqual(host.text(matching: "^Log").value, "Log: proceeded")
        }
    }

    func testSettleUntilWaitsForAnObservableModelsTask() async throws {
        try await withLoaderHost { host, loader in
            XCTAssertEqual(host.text(matching: "^Loaded").value, "Loaded 0")
            let done = await host.settle(until: { loader.items.count == 2 })
            XCTAssertTrue(done)
            XCTAssertEqual(host.text(matching: "^Loaded").value, "Loaded 2")
            host.button("Reload").tap()
            XCTAssertEqual(host.text(matching: "^Loaded").value, "Loaded 0")
        }
    }

    func testSettleUntilFailsAfterItsTimeout() async throws {
        try await withLoaderHost { host, _ in
            do {
                try await withThrownFailures { await host.settle(until: { false }, timeout: 0.1) }
                XCTFail("settle(until:) did not fail")
            } catch {
                XCTAssertTrue("\(error)".contains("did not hold within 0.1 seconds"), "\(error)")
            }
        }
    }
}

/// Runs `body` with a host showing a ``LoaderView``, on the main actor.
@MainActor
private func withLoaderHost(_ body: @MainActor (ViewHost, Loader) async throws -> Void) async throws {
    let loader = Loader()
    let host = try ViewHost(LoaderView(loader: loader), size: (200, 100))
    defer { host.close() }
    try await body(host, loader)
}
