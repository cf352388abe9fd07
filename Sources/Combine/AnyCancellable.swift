import Foundation

/// Cancels its activity when cancelled or when it is deallocated.
///
/// Keep it (in a property, or in a set with `store(in:)`) for as long as the
/// subscription should run; letting it go ends the subscription.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Guarded by `lock`: cancel may race with deinit or be called from any thread.
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    /// Runs `cancel` once, on the first ``cancel()`` or at deallocation.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Cancels `canceller` on the first ``cancel()`` or at deallocation.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = { canceller.cancel() }
    }

    /// Stops the activity; later calls do nothing.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    deinit {
        cancel()
    }

    /// Adds this cancellable to `collection`, which then keeps the subscription alive.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Adds this cancellable to `set`, which then keeps the subscription alive.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Whether both are the same instance.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Cancellable {
    /// Wraps this cancellable in an ``AnyCancellable`` and adds it to `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Wraps this cancellable in an ``AnyCancellable`` and adds it to `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
