import Synchronization

/// A thread-safe count, such as live instances of one kind or work done so far, so tests can
/// prove that resources return to zero and that only the expected work happened.
///
/// GLib may run finalize notifiers from whichever thread drops the last reference, so the count is
/// an atomic rather than main-actor state. It takes no lock: counting is a single relaxed atomic
/// add, cheap enough for the engine's hot paths (every body, row and widget update counts).
/// Relaxed ordering suffices, since a count orders no other memory.
public final class DiagnosticCounter: Sendable {
    private let count = Atomic<Int>(0)

    init() {}

    /// The current count.
    public var value: Int {
        count.load(ordering: .relaxed)
    }

    func increment() {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    func decrement() {
        count.wrappingSubtract(1, ordering: .relaxed)
    }

    func subtract(_ amount: Int) {
        count.wrappingSubtract(amount, ordering: .relaxed)
    }
}
