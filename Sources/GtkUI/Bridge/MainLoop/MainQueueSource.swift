import CGtkShim
import Foundation

/// Serves Swift's main dispatch queue, and with it the main actor, from GLib's main loop.
///
/// A GLib fd source watches libdispatch's main-queue eventfd, so the loop wakes exactly when
/// main-queue work arrives and sleeps otherwise: there is no polling timer. The source is
/// attached on first use, so it also serves a plain GTK program that runs `gtk_main` or pumps
/// `gtk_main_iteration` itself.
@MainActor
public enum MainQueueSource {
    private static var sourceID: guint = 0

    /// Whether the source is attached to GLib's default main context.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Attaches the source to GLib's default main context unless it already is.
    public static func installIfNeeded() {
        guard sourceID == 0 else { return }
        GtkThread.check()
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, drainMainQueue, nil, nil)
    }
}

/// Clears the eventfd, then lets libdispatch run what the main queue holds. Work enqueued
/// meanwhile writes the eventfd again, so nothing is lost between the two steps.
private let drainMainQueue: GUnixFDSourceFunc = { fd, _, _ in
    var counter: UInt64 = 0
    _ = read(fd, &counter, MemoryLayout<UInt64>.size)
    Diagnostics.mainQueueWakeups.increment()
    _dispatch_main_queue_callback_4CF(nil)
    return 1  // G_SOURCE_CONTINUE
}
