import Foundation

extension Publishers {
    /// The publisher ``Publisher/removeDuplicates()`` returns: a value equal to the one before it
    /// is dropped.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Fails as the upstream fails.
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeats are dropped.
        public let upstream: Upstream
        /// Returns true when the second value repeats the first.
        public let predicate: (Output, Output) -> Bool

        /// Drops each value of `upstream` that `predicate` finds a repeat of the one before.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`; each subscription compares its own previous value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let previous = PreviousValue<Output>()
            let predicate = self.predicate
            upstream.subscribe(
                StepSubscriber(
                    downstream: subscriber,
                    step: { value in
                        previous.replace(with: value, isRepeat: predicate) ? nil : value
                    }))
        }
    }
}

/// The last value a subscription passed, for ``Publishers/RemoveDuplicates``.
final class PreviousValue<Value>: @unchecked Sendable {
    // Guarded by `lock`: upstream values may arrive on any thread.
    private let lock = NSLock()
    private var value: Value?

    /// Stores `newValue` and returns whether it repeats the one before.
    func replace(with newValue: Value, isRepeat: (Value, Value) -> Bool) -> Bool {
        lock.withLock {
            defer { value = newValue }
            guard let value else { return false }
            return isRepeat(value, newValue)
        }
    }
}

extension Publisher where Output: Equatable {
    /// Drops each value equal to the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops each value that `predicate` finds a repeat of the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
