import Foundation

/// What an app says about itself in code (its application id, display name and version), printed
/// for tools that package the app.
///
/// `gtkui-bundle` builds an app, then runs it once with `GTKUI_PRINT_IDENTITY=1`: `App.main()`
/// then prints one line of JSON and exits with status 0 before it touches GTK or the display, so
/// the packaging tool reads the identity from the code instead of asking for it again.
/// The line's keys are `applicationID`, `displayName` and `version` (null when the app has none).
struct AppIdentity: Codable, Equatable {
    /// The environment variable that asks `App.main()` for the identity.
    static let environmentVariable = "GTKUI_PRINT_IDENTITY"

    let applicationID: String
    let displayName: String
    let version: String?

    @MainActor
    init<A: App>(of app: A.Type) {
        applicationID = app.applicationID
        displayName = app.displayName
        version = app.version
    }

    /// Whether this process was started to print the identity: the variable is set and not "0".
    static func isRequested(in environment: [String: String]) -> Bool {
        guard let value = environment[environmentVariable] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// One line of JSON with sorted keys, a version of nil written as null.
    var jsonLine: String {
        // Written by hand rather than with JSONEncoder, which leaves a nil optional out: the tool
        // should see every key.
        let version = self.version.map(Self.quoted) ?? "null"
        return "{\"applicationID\":\(Self.quoted(applicationID)),\"displayName\":\(Self.quoted(displayName)),"
            + "\"version\":\(version)}"
    }

    private static func quoted(_ string: String) -> String {
        let data = (try? JSONEncoder().encode(string)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
