import Foundation

/// The one thread GTK may be touched from: the process's main thread, which runs GLib's loop
/// and serves Swift's main actor and main queue.
///
/// From a background thread, hop onto it with `await MainActor.run { … }`,
/// `Task { @MainActor in … }` or `DispatchQueue.main.async { … }`; all three are served by
/// GLib's loop once GtkUI is initialised.
public enum GtkThread {
    /// Whether the caller is on the GTK thread.
    public static var isCurrent: Bool { Thread.isMainThread }

    /// In debug builds, stops with a clear message when GTK is used from another thread.
    /// Release builds skip the check.
    @inline(__always)
    public static func check(_ function: StaticString = #function) {
        #if DEBUG
            if !isCurrent {
                fatalError("GtkUI: \(function) called off the GTK thread; GTK may be used only from the main thread")
            }
        #endif
    }
}
