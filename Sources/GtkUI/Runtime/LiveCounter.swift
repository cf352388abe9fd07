import Foundation

/// A thread-safe count of live instances of one kind, so tests can prove that resources return to zero.
///
/// GLib may run finalize notifiers from whichever thread drops the last reference, so the count is
/// guarded by a lock rather than by the main actor.
public final class LiveCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    init() {}

    /// The number of instances alive right now.
    public var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    func decrement() {
        lock.lock()
        count -= 1
        lock.unlock()
    }
}
