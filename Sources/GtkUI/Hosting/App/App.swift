import Foundation

/// An app's entry point: `@main struct MyApp: App { var body: some Scene { WindowGroup … } }`.
///
/// `main()` starts GTK (or prints one line and exits with status 1 when there is no display),
/// runs a `GtkApplication`, opens the first scene's window on activation, and quits when the
/// last window closes.
///
/// `body` is evaluated like a view body: `@State`, `@StateObject`, `@Environment` and models
/// that it or a scene's content reads update the open windows and their titles.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// Creates the app; called once at launch.
    init()
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// The application id (reverse-DNS, such as `org.example.Notes`). The default is derived from
    /// the app's type name.
    static var applicationID: String { get }
    /// The app's name as people read it: in "About", and as the title of windows whose scene has
    /// none. The default is the app's type name.
    static var displayName: String { get }
    /// The version that "About" shows, such as `"1.2"`; nil, the default, shows none. GtkUI has
    /// no bundle to read a version from, so an app that wants one says it here.
    static var version: String? { get }
}

extension App {
    /// `org.gtkui.<TypeName>`.
    public static var applicationID: String {
        let name = String(describing: Self.self).filter { $0.isLetter || $0.isNumber }
        return "org.gtkui.\(name.isEmpty ? "App" : name)"
    }

    /// The app's type name.
    public static var displayName: String {
        let name = String(describing: Self.self)
        return name.isEmpty ? "App" : name
    }

    /// None.
    public static var version: String? { nil }

    /// Runs the app until its last window closes, then exits with GLib's status.
    ///
    /// The command-line arguments belong to the program, which reads them from
    /// `CommandLine.arguments`: the app opens its first window whatever they are, and
    /// GApplication sees only the program's name.
    ///
    /// With `GTKUI_PRINT_IDENTITY=1` in the environment it opens nothing: it prints one line of
    /// JSON with ``applicationID``, ``displayName`` and ``version`` and exits with status 0, so
    /// that `gtkui-bundle` can package the app with the identity its code gives.
    public static func main() {
        // Started by gtkui-preview to list or show the program's previews instead of the app.
        PreviewAgent.runIfRequested()
        if AppIdentity.isRequested(in: ProcessInfo.processInfo.environment) {
            // The whole line at once, unbuffered: gtkui-bundle reads it from standard output.
            FileHandle.standardOutput.write(Data((AppIdentity(of: Self.self).jsonLine + "\n").utf8))
            exit(0)
        }
        GtkRuntime.initializeOrExit()
        let session = AppSession(app: Self(), applicationID: applicationID)
        let status = session.run(arguments: CommandLine.arguments)
        // Foundation on Linux keeps unsaved defaults in memory only, and exit does not save them.
        UserDefaultsWatch.shared.saveAll()
        exit(status)
    }

    /// Starts the app without running GLib's loop, for tests and for programs that run the loop
    /// themselves: registers the application, activates it (opening the first window), and
    /// returns the session to inspect and drive.
    public static func launch() throws(GtkRuntimeError) -> AppSession {
        try GtkRuntime.initialize()
        let session = AppSession(app: Self(), applicationID: applicationID)
        session.activateWithoutRunning()
        return session
    }
}
