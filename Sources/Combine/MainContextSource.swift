import CGtk
import Foundation

/// A callback on GLib's default main context, the loop GtkUI runs on the main thread: once at the
/// next turn, once after a delay, or repeatedly. No thread polls; GLib wakes for it.
///
/// It may be scheduled and cancelled from any thread (GLib's sources are thread-safe); the
/// callback always runs on the thread that runs the main context.
final class MainContextSource: Cancellable, @unchecked Sendable {
    // `isDone` is guarded by `lock`; `source` is set once in init.
    private let lock = NSLock()
    private var isDone = false
    private let repeats: Bool
    private var action: (() -> Void)?
    private var source: UnsafeMutablePointer<GSource>?

    /// Runs `action` on the main context: at the next turn when `milliseconds` is nil, else after
    /// that many milliseconds, and again every as many when `repeats`.
    init(milliseconds: UInt32?, repeats: Bool = false, _ action: @escaping () -> Void) {
        self.repeats = repeats
        self.action = action
        let created: UnsafeMutablePointer<GSource>? =
            if let milliseconds { g_timeout_source_new(milliseconds) } else { g_idle_source_new() }
        guard let created else { return }
        g_source_set_priority(created, G_PRIORITY_DEFAULT)
        // GLib keeps this object alive until the source is destroyed, then releases it.
        let data = Unmanaged.passRetained(self).toOpaque()
        g_source_set_callback(
            created,
            { data in
                guard let data else { return 0 }
                return Unmanaged<MainContextSource>.fromOpaque(data).takeUnretainedValue().fire() ? 1 : 0
            }, data,
            { data in
                guard let data else { return }
                CombineDiagnostics.sourceDestroyed()
                Unmanaged<MainContextSource>.fromOpaque(data).release()
            })
        source = created
        CombineDiagnostics.sourceAttached()
        g_source_attach(created, nil)
    }

    /// Runs the action; returns whether the source should stay.
    private func fire() -> Bool {
        let run: (() -> Void)? = lock.withLock {
            guard !isDone else { return nil }
            if !repeats {
                isDone = true
                defer { action = nil }
                return action
            }
            return action
        }
        run?()
        return repeats && !lock.withLock { isDone }
    }

    /// Removes the callback if it has not run (or, repeating, stops it).
    func cancel() {
        let wasDone = lock.withLock {
            let done = isDone
            isDone = true
            action = nil
            return done
        }
        guard !wasDone, let source else { return }
        g_source_destroy(source)
    }

    deinit {
        if let source { g_source_unref(source) }
    }
}
