import Foundation

extension Subscribers {
    /// A subscriber that takes every value and hands it, and the completion, to closures.
    ///
    /// Cancelling it, even from inside its own closure, stops the values at once and lets go of
    /// the closures, so a closure may hold the cancellable that owns the sink.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        // Guarded by `lock`; the closures run outside it, so they may cancel or send.
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isDone = false
        private var valueHandler: ((Input) -> Void)?
        private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?

        /// The closure that receives each value.
        public var receiveValue: (Input) -> Void {
            lock.withLock { valueHandler } ?? { _ in }
        }

        /// The closure that receives the completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            lock.withLock { completionHandler } ?? { _ in }
        }

        /// A sink that calls `receiveValue` with each value and `receiveCompletion` at the end.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            valueHandler = receiveValue
            completionHandler = receiveCompletion
        }

        /// Keeps the subscription and asks it for every value.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard !isDone, self.subscription == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Hands `input` to the value closure.
        public func receive(_ input: Input) -> Subscribers.Demand {
            let handler = lock.withLock { isDone ? nil : valueHandler }
            handler?(input)
            return .none
        }

        /// Hands the completion to its closure, then lets go of both closures.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let handler = isDone ? nil : completionHandler
            finish()
            lock.unlock()
            handler?(completion)
        }

        /// Cancels the subscription and lets go of the closures.
        public func cancel() {
            lock.lock()
            let subscription = self.subscription
            finish()
            lock.unlock()
            subscription?.cancel()
        }

        // Called with the lock held.
        private func finish() {
            isDone = true
            subscription = nil
            valueHandler = nil
            completionHandler = nil
        }
    }
}

extension Publisher {
    /// Attaches a sink that calls `receiveValue` with each value and `receiveCompletion` when
    /// the publisher ends. Keep the returned cancellable for as long as the values should come.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a sink that calls `receiveValue` with each value. Keep the returned cancellable
    /// for as long as the values should come.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
