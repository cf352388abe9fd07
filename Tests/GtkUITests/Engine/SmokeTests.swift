import GtkUI
import GtkUITesting
import XCTest

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

final class SmokeTests: GtkTestCase {
    func testCounterMountsAndUpdates() throws {
        try onGtkThread {
            let host = try ViewHost(Counter(), size: (200, 100))
            defer { host.close() }
            XCTAssertEqual(host.all(.element(role: ATK_ROLE_LABEL)).compactMap(\.name), ["Count: 0"])
            host.button("Add").tap()
            host.button("Add").tap()
            XCTAssertEqual(host.all(.element(role: ATK_ROLE_LABEL)).compactMap(\.name), ["Count: 2"])
            XCTAssertEqual(host.all(.button()).compactMap(\.name), ["Add"])
        }
    }
}
