import Foundation

/// A thread-safe count, such as live instances of one kind or work done so far, so tests can
/// prove that resources return to zero and that only the expected work happened.
///
/// GLib may run finalize notifiers from whichever thread drops the last reference, so the count is
/// guarded by a lock rather than by the main actor.
public final class DiagnosticCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    init() {}

    /// The current count.
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

    func subtract(_ amount: Int) {
        lock.lock()
        count -= amount
        lock.unlock()
    }
}
