/// A one-shot GLib idle callback that is removed if its owner lets go of it before it runs.
@MainActor
final class IdleSource {
    private final class Action {
        let run: @MainActor () -> Void
        var hasRun = false
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }

    private let action: Action
    private var sourceID: guint = 0

    /// Schedules `action` to run once on GLib's loop at `priority`.
    init(priority: Int32, _ action: @escaping @MainActor () -> Void) {
        self.action = Action(action)
        // GLib holds its own reference to the action, released by the destroy notify.
        let data = Unmanaged.passRetained(self.action).toOpaque()
        sourceID = g_idle_add_full(
            priority,
            { data in
                guard let data else { return 0 }
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
                    let action = Unmanaged<Action>.fromOpaque(data).takeUnretainedValue()
                    action.hasRun = true
                    action.run()
                }
                return 0  // G_SOURCE_REMOVE
            }, data,
            { data in
                guard let data else { return }
                Unmanaged<Action>.fromOpaque(data).release()
            })
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
