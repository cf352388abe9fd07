import Synchronization

/// What a ``GeometryReader``'s content asked its proxy, so the reader is evaluated again when the
/// reader moves only if the content read a position. Kept for the reader's life: once read, a
/// position may sit in a view that is not evaluated again, so the flag never resets.
///
/// The proxy is a plain value that code may read anywhere, so the flags are atomic.
final class GeometryUsage: Sendable {
    /// Whether the content read a frame in a space other than `.local`, or resolved an anchor.
    private let readsPositions = Atomic<Bool>(false)
    /// Names asked for that no ancestor gave, already warned about.
    private let warnedNames = Mutex<Set<String>>([])

    /// Whether a position was read.
    var positionsRead: Bool { readsPositions.load(ordering: .relaxed) }

    /// Notes that a position was read.
    func notePositionRead() {
        readsPositions.store(true, ordering: .relaxed)
    }

    /// Whether `name` is asked for the first time without an ancestor naming it.
    func firstMiss(of name: String) -> Bool {
        warnedNames.withLock { $0.insert(name).inserted }
    }
}
