import Foundation

/// Why GTK could not start.
public enum GtkRuntimeError: Error, CustomStringConvertible {
    /// No display could be opened: `DISPLAY` (and `WAYLAND_DISPLAY`) unset, or the server refused.
    case cannotOpenDisplay(String?)

    /// One line for the user, saying what to do.
    public var description: String {
        switch self {
        case .cannotOpenDisplay(nil):
            return "GtkUI: cannot open display: set DISPLAY or run inside a desktop session"
        case .cannotOpenDisplay(let name?):
            return "GtkUI: cannot open display '\(name)': check that the display server is running"
        }
    }
}

/// Starts GTK on the main thread and runs its loop.
@MainActor
public enum GtkRuntime {
    /// Whether GTK has been initialised in this process, by GtkUI or by the host program.
    public static var isInitialized: Bool { gtk_main_level() > 0 || gdk_display_get_default() != nil }

    /// Initialises GTK and attaches the main-queue source. Safe to call again.
    /// - Throws: ``GtkRuntimeError/cannotOpenDisplay(_:)`` when there is no display.
    public static func initialize() throws(GtkRuntimeError) {
        precondition(Thread.isMainThread, "GtkUI: GTK must be initialised on the main thread")
        if gdk_display_get_default() == nil {
            let environment = ProcessInfo.processInfo.environment
            let displayName = environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"]
            if displayName == nil || displayName?.isEmpty == true {
                // Saying so ourselves keeps GTK from printing its own warning first.
                throw .cannotOpenDisplay(nil)
            }
            guard gtk_init_check(nil, nil) != 0 else { throw .cannotOpenDisplay(displayName) }
        }
        gtkui_make_entry_accessibles_report_defunct()
        MainQueueSource.installIfNeeded()
    }

    /// Initialises GTK or, without a display, prints one line to stderr and exits with status 1.
    public static func initializeOrExit() {
        do {
            try initialize()
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            exit(1)
        }
    }

    /// Runs GTK's main loop until ``quit()``.
    public static func run() {
        MainQueueSource.installIfNeeded()
        gtk_main()
    }

    /// Leaves the innermost ``run()``.
    public static func quit() {
        gtk_main_quit()
    }
}
