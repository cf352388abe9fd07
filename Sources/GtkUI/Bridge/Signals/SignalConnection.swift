/// A handle on one signal handler: disconnect it, or block it while code sets a value that
/// would otherwise re-enter the handler.
///
/// The handle holds the emitter weakly, so it neither keeps the widget alive nor touches it
/// after it is finalised. Dropping the handle does not disconnect the handler.
@MainActor
public final class SignalConnection {
    private let emitter: GWeakObjectReference<GObject>
    private let handlerID: gulong
    private var blockDepth = 0

    init(emitter: UnsafeMutablePointer<GObject>?, handlerID: gulong) {
        self.emitter = GWeakObjectReference(emitter)
        self.handlerID = handlerID
    }

    /// Whether the handler is still connected to a live emitter.
    public var isConnected: Bool {
        handlerID != 0
            && (emitter.withObject { g_signal_handler_is_connected($0, handlerID) != 0 } ?? false)
    }

    /// Disconnects the handler. GLib then frees its box. Safe to call more than once, and after
    /// the emitter is gone.
    public func disconnect() {
        guard handlerID != 0 else { return }
        emitter.withObject { object in
            if g_signal_handler_is_connected(object, handlerID) != 0 {
                g_signal_handler_disconnect(object, handlerID)
            }
        }
    }

    /// Blocks the handler until a matching ``unblock()``. Blocks nest.
    public func block() {
        guard isConnected else { return }
        emitter.withObject { g_signal_handler_block($0, handlerID) }
        blockDepth += 1
    }

    /// Undoes one ``block()``.
    public func unblock() {
        guard blockDepth > 0 else { return }
        blockDepth -= 1
        guard isConnected else { return }
        emitter.withObject { g_signal_handler_unblock($0, handlerID) }
    }

    /// Runs `body` with the handler blocked, so a value set from code does not echo back
    /// through the handler.
    public func withBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        block()
        defer { unblock() }
        return try body()
    }
}
