import Foundation

/// Counters that let GtkUI's tests see the subset's work on GLib's loop.
package enum CombineDiagnostics {
    private final class Counter: @unchecked Sendable {
        // Sources are made and destroyed on any thread.
        let lock = NSLock()
        var value = 0
    }

    private static let sources = Counter()

    /// Callbacks attached to GLib's main context and not yet destroyed: timers, scheduled
    /// deliveries. Zero once every timer is cancelled and every delivery has run.
    package static var liveMainContextSources: Int {
        sources.lock.withLock { sources.value }
    }

    static func sourceAttached() {
        sources.lock.withLock { sources.value += 1 }
    }

    static func sourceDestroyed() {
        sources.lock.withLock { sources.value -= 1 }
    }
}
