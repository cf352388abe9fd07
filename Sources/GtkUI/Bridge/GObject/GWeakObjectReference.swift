/// A weak reference to a GObject that becomes nil when the object is finalised (a `GWeakRef`).
///
/// Use it where holding the object alive would be wrong, for example a signal connection that must
/// not keep its emitter alive but must know whether the emitter is gone.
public final class GWeakObjectReference<Pointee> {
    // GWeakRef must not move in memory once initialised, so it lives in its own allocation.
    private let storage: UnsafeMutablePointer<GWeakRef>

    /// Starts watching `pointer` without taking a reference to it.
    public init(_ pointer: UnsafeMutablePointer<Pointee>?) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, pointer.map { UnsafeMutableRawPointer($0) })
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    /// Whether the object is still alive.
    public var isAlive: Bool {
        withObject { _ in true } ?? false
    }

    /// Runs `body` with the object kept alive for the call, or returns nil if it is gone.
    public func withObject<Result>(_ body: (UnsafeMutablePointer<Pointee>) throws -> Result) rethrows -> Result? {
        guard let raw = g_weak_ref_get(storage) else { return nil }
        defer { g_object_unref(raw) }
        return try body(raw.assumingMemoryBound(to: Pointee.self))
    }
}
