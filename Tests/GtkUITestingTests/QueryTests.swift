import GtkUI
import GtkUITesting
import XCTest

/// Finding elements through the accessibility tree, and the failures of queries that find none
/// or several.
final class QueryTests: XCTestCase {
    func testTappingTheButtonUpdatesTheLabel() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (240, 120))
            defer { host.close() }
            XCTAssertEqual(host.text(matching: "^Count").value, "Count: 0")
            host.button("Add").tap()
            XCTAssertEqual(host.text(matching: "^Count").value, "Count: 1")
            host.button("Add").tap()
            XCTAssertTrue(host.exists(.text("Count: 2")))
        }
    }

    func testAQueryBeforeTheFirstSettleSettlesFirst() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter())
            defer { host.close() }
            // No settle yet: the window has not even been laid out.
            let button = host.button("Add")
            XCTAssertTrue(button.exists)
            XCTAssertEqual(button.frame.map { $0.width > 0 && $0.height > 0 }, true, "laid out: \(button.frame!)")
        }
    }

    func testAQueryBeforeTheFirstSettleSeesWhatTheFirstTaskDid() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Greeter())
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("Ready")), "the query settled, so the task ran")
        }
    }

    func testIdentifierFindsAnElementWhateverItsText() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            let label = host.element(identifier: "secret-label")
            XCTAssertEqual(label.value, "secret")
            XCTAssertEqual(label.identifier, "secret-label")
            XCTAssertEqual(label.role, ATK_ROLE_LABEL)
        }
    }

    func testRolesAndNamesOfTheControls() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            XCTAssertTrue(host.textField("Name").exists)
            XCTAssertTrue(host.toggle("Star").exists)
            XCTAssertTrue(host.slider().exists)
            XCTAssertTrue(host.picker("Flavor").exists)
            XCTAssertTrue(host.element(role: ATK_ROLE_PUSH_BUTTON, name: "Disabled").exists)
            XCTAssertEqual(host.all(.text("Twin")).count, 2)
            XCTAssertEqual(host.first(.text("Twin")).value, "Twin")
            XCTAssertEqual(host.all(.button()).count, 1)
        }
    }

    func testAMissingQueryFailsListingWhatIsThere() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter())
            defer { host.close() }
            XCTAssertThrowsError(try withThrownFailures { host.button("Ad").tap() }) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("no button \"Ad\""), message)
                XCTAssertTrue(message.contains("push button \"Add\""), message)
                XCTAssertTrue(message.contains("label \"Count: 0\""), message)
            }
            // The missing element's tap did nothing, and failed only once.
            XCTAssertEqual(host.text(matching: "Count").value, "Count: 0")
        }
    }

    func testAnAmbiguousQueryFailsListingTheMatches() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            XCTAssertThrowsError(try withThrownFailures { _ = host.text("Twin").value }) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("2 elements match text \"Twin\""), message)
                XCTAssertEqual(message.components(separatedBy: "label \"Twin\"").count - 1, 2, message)
            }
        }
    }

    func testFirstFailsOnlyWhenNothingMatches() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            XCTAssertNoThrow(try withThrownFailures { _ = host.first(.text("Twin")) })
            XCTAssertThrowsError(try withThrownFailures { _ = host.first(.text("Triplet")) })
            XCTAssertTrue(host.all(.text("Triplet")).isEmpty)
        }
    }

    func testARowScopesItsQueries() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Fruits(), size: (300, 400))
            defer { host.close() }
            // Three toggles named Star: only the row tells them apart.
            XCTAssertEqual(host.all(.toggle("Star")).count, 3)
            XCTAssertThrowsError(try withThrownFailures { _ = host.toggle("Star") })
            let banana = host.row(containing: "Banana")
            XCTAssertTrue(banana.exists)
            banana.toggle("Star").setOn(true)
            XCTAssertTrue(host.row(containing: "Banana").toggle("Star").isOn)
            XCTAssertFalse(host.row(containing: "Apple").toggle("Star").isOn)
            XCTAssertEqual(host.text(matching: "^Starred").value, "Starred: Banana")
        }
    }

    func testTappingARowSelectsIt() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(PickFruit(), size: (300, 300))
            defer { host.close() }
            let banana = host.row(containing: "Banana")
            XCTAssertFalse(banana.isSelected)
            banana.tap()
            XCTAssertTrue(host.row(containing: "Banana").isSelected)
            XCTAssertFalse(host.row(containing: "Apple").isSelected)
            XCTAssertTrue(host.exists(.text("Picked Banana")), "\(host.all(.text(matching: "Picked")))")
            host.element(role: ATK_ROLE_LIST).select("Cherry")
            XCTAssertTrue(host.row(containing: "Cherry").isSelected)
            XCTAssertTrue(host.exists(.text("Picked Cherry")))
        }
    }

    func testAQueryInsideAMissingScopeFailsOnce() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Fruits(), size: (300, 400))
            defer { host.close() }
            XCTAssertThrowsError(try withThrownFailures { host.row(containing: "Durian").toggle("Star").tap() }) {
                error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("no row containing \"Durian\""), message)
                XCTAssertEqual(message.components(separatedBy: "GtkUITesting:").count - 1, 1, message)
            }
        }
    }
}

/// Failures are XCTest failures at the line of the test that made the call.
final class FailureLocationTests: XCTestCase {
    /// Failures recorded while set, instead of failing the test; XCTest runs tests on one thread.
    nonisolated(unsafe) private static var captured: [(String, String, Int)]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard Self.captured != nil else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        Self.captured?.append((description, filePath, lineNumber))
    }

    func testAFailedQueryIsReportedAtTheCallersLine() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter())
            defer { host.close() }
            Self.captured = []
            let line = #line + 1
            host.button("Remove").tap()
            let failures = Self.captured ?? []
            Self.captured = nil
            XCTAssertEqual(failures.count, 1)
            XCTAssertEqual(failures.first?.1, #filePath)
            XCTAssertEqual(failures.first?.2, line)
            XCTAssertTrue(failures.first?.0.contains("no button \"Remove\"") == true)
        }
    }
}

/// Says "Ready" once its task has run.
private struct Greeter: View {
    @State private var status = "Waiting"

    var body: some View {
        Text(status).task { status = "Ready" }
    }
}

/// A list with a single selection.
private struct PickFruit: View {
    @State private var picked: String?

    var body: some View {
        VStack {
            List(["Apple", "Banana", "Cherry"], id: \.self, selection: $picked) { name in Text(name) }
            Text("Picked \(picked ?? "nothing")")
        }
    }
}
