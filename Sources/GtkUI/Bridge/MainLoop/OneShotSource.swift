/// A one-shot GLib callback, idle or after a delay, removed if its owner lets go of it before it
/// runs.
@MainActor
final class OneShotSource {
    private final class Action {
        let run: @MainActor () -> Void
        var hasRun = false
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }

    /// About one frame at 60 Hz, in milliseconds.
    static let frameInterval: guint = 16

    private let action: Action
    private var sourceID: guint = 0

    /// Schedules `action` to run once on GLib's loop at `priority`: at the next idle turn, or
    /// `delay` milliseconds from now. A delay lets every other source, GTK's layout and paint
    /// included, run before the action comes back.
    init(priority: Int32, delay: guint? = nil, _ action: @escaping @MainActor () -> Void) {
        self.action = Action(action)
        // GLib holds its own reference to the action, released by the destroy notify.
        let data = Unmanaged.passRetained(self.action).toOpaque()
        let run: GSourceFunc = { data in
            guard let data else { return 0 }
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
                let action = Unmanaged<Action>.fromOpaque(data).takeUnretainedValue()
                action.hasRun = true
                action.run()
            }
            return 0  // G_SOURCE_REMOVE
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<Action>.fromOpaque(data).release()
        }
        if let delay {
            sourceID = g_timeout_add_full(priority, delay, run, data, release)
        } else {
            sourceID = g_idle_add_full(priority, run, data, release)
        }
    }

    /// Removes the callback if it has not run yet.
    func cancel() {
        guard !action.hasRun, sourceID != 0 else { return }
        action.hasRun = true
        g_source_remove(sourceID)
    }

    isolated deinit {
        cancel()
    }
}
