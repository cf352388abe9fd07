import CGtkShim

/// Counters and warnings that make GtkUI's resource handling observable.
///
/// Tests read these counters to prove that signal boxes, coordinators and widgets do not leak.
public enum Diagnostics {
    /// Signal handler boxes that GLib still owns (freed by the closure's finalize notifier).
    public static let liveSignalBoxes = LiveCounter()

    /// Times the main-queue source woke the GLib loop to serve Swift's main queue and main actor.
    public static let mainQueueWakeups = LiveCounter()

    /// Logs one warning in the `GtkUI` log domain through `g_log`, so GLib's handlers and
    /// `G_DEBUG=fatal-warnings` treat it like any other GTK warning.
    public static func warn(_ message: String) {
        gtkui_warning(message)
    }
}
