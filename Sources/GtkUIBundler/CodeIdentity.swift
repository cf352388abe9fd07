import Foundation

/// The identity an app's code gives: what `App.main()` prints when run with
/// `GTKUI_PRINT_IDENTITY=1` (one JSON line with `applicationID`, `displayName` and `version`).
struct CodeIdentity: Equatable {
    let applicationID: String
    let displayName: String
    let version: String?

    init(applicationID: String, displayName: String, version: String?) {
        self.applicationID = applicationID
        self.displayName = displayName
        self.version = version
    }

    /// The identity from the program's output: its last line that is such a JSON object, or nil
    /// when there is none (the program is not a GtkUI `App`, or its GtkUI is older).
    init?(output: String) {
        for line in output.split(separator: "\n").reversed() {
            guard line.hasPrefix("{"),
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let id = object["applicationID"] as? String,
                let name = object["displayName"] as? String
            else { continue }
            self.init(applicationID: id, displayName: name, version: object["version"] as? String)
            return
        }
        return nil
    }

    /// Runs the built program once with the variable set and no display, so that a program
    /// that is not a GtkUI `App` fails fast instead of opening a window; ten seconds at most.
    static func read(fromExecutable executable: URL) -> CodeIdentity? {
        var environment = ProcessInfo.processInfo.environment
        environment["GTKUI_PRINT_IDENTITY"] = "1"
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        guard let result = try? Shell.run("timeout", ["10", executable.path], environment: environment) else {
            return nil
        }
        return CodeIdentity(output: result.output)
    }
}
