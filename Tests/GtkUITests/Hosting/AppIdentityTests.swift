import XCTest

@testable import GtkUI

private struct PlainApp: App {
    var body: some Scene { WindowGroup("Plain") { Text("plain") } }
}

private struct NamedApp: App {
    static var applicationID: String { "org.example.Named" }
    static var displayName: String { "Say \"Hi\"" }
    static var version: String? { "1.2~beta1" }
    var body: some Scene { WindowGroup("Named") { Text("named") } }
}

/// What `App.main()` prints for gtkui-bundle under `GTKUI_PRINT_IDENTITY=1`.
final class AppIdentityTests: XCTestCase {
    func testTheIdentityLineHasEveryKeyAndANullVersion() throws {
        try MainActor.assumeIsolated {
            let line = AppIdentity(of: PlainApp.self).jsonLine
            XCTAssertEqual(line, #"{"applicationID":"org.gtkui.PlainApp","displayName":"PlainApp","version":null}"#)
            let named = try JSONDecoder().decode(
                AppIdentity.self, from: Data(AppIdentity(of: NamedApp.self).jsonLine.utf8))
            XCTAssertEqual(named, AppIdentity(of: NamedApp.self))
            XCTAssertEqual(named.displayName, "Say \"Hi\"")
            XCTAssertEqual(named.version, "1.2~beta1")
        }
    }

    func testOnlyASetVariableAsksForTheIdentity() {
        XCTAssertTrue(AppIdentity.isRequested(in: ["GTKUI_PRINT_IDENTITY": "1"]))
        XCTAssertFalse(AppIdentity.isRequested(in: ["GTKUI_PRINT_IDENTITY": "0"]))
        XCTAssertFalse(AppIdentity.isRequested(in: ["GTKUI_PRINT_IDENTITY": ""]))
        XCTAssertFalse(AppIdentity.isRequested(in: [:]))
    }
}
