/// A one-shot GLib timeout of about one frame, removed if its owner lets go of it before it runs.
///
/// The view graph defers runaway updates with it: unlike an idle source, a timeout lets every
/// other source, GTK's layout and paint included, run before the deferred work comes back.
@MainActor
final class FrameDelaySource {
    private final class Action {
        let run: @MainActor () -> Void
        var hasRun = false
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }

    /// About one frame at 60 Hz.
    static let frameInterval: guint = 16

    private let action: Action
    private var sourceID: guint = 0

    /// Schedules `action` to run once, one frame interval from now.
    init(_ action: @escaping @MainActor () -> Void) {
        self.action = Action(action)
        // GLib holds its own reference to the action, released by the destroy notify.
        let data = Unmanaged.passRetained(self.action).toOpaque()
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT_IDLE, Self.frameInterval,
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
