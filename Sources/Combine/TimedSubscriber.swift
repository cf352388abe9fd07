import Foundation

/// The shared plumbing of the operators that deliver later, on a scheduler (receive(on:),
/// debounce, throttle): holds the upstream subscription and the downstream subscriber, counts
/// the downstream's demand, and lets go of both when cancelled or finished.
class TimedSubscriber<Input, Failure: Error>: Subscriber, Subscription, @unchecked Sendable {
    // Guarded by `lock`; subclasses use it for their own state too. Downstream calls happen
    // outside it.
    let lock = NSLock()
    private var upstream: (any Subscription)?
    private var isFinished = false
    private var demand = Subscribers.Demand.none
    private var receiveValue: ((Input) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var receiveSubscription: ((any Subscription) -> Void)?
    /// Whether upstream is asked for every value (timed operators) or for what downstream asks.
    private let requestsEverything: Bool

    init<S: Subscriber>(downstream: S, requestsEverything: Bool) where S.Input == Input, S.Failure == Failure {
        self.requestsEverything = requestsEverything
        receiveValue = { downstream.receive($0) }
        receiveCompletion = { downstream.receive(completion: $0) }
        receiveSubscription = { downstream.receive(subscription: $0) }
    }

    final func receive(subscription: any Subscription) {
        let handOn: ((any Subscription) -> Void)? = lock.withLock {
            guard upstream == nil, !isFinished else { return nil }
            upstream = subscription
            defer { receiveSubscription = nil }
            return receiveSubscription
        }
        guard let handOn else {
            subscription.cancel()
            return
        }
        if requestsEverything { subscription.request(.unlimited) }
        handOn(self)
    }

    /// Subclasses decide when each value goes on, with ``emit(_:)``.
    func receive(_ input: Input) -> Subscribers.Demand {
        .none
    }

    /// Subclasses decide when the completion goes on, with ``finish(_:)``.
    func receive(completion: Subscribers.Completion<Failure>) {}

    final func request(_ more: Subscribers.Demand) {
        let subscription = lock.withLock {
            demand += more
            return requestsEverything ? nil : upstream
        }
        subscription?.request(more)
    }

    final func cancel() {
        let subscription = lock.withLock {
            let current = upstream
            release()
            return current
        }
        subscription?.cancel()
        didCancel()
    }

    /// Called after the downstream cancelled.
    func didCancel() {}

    /// Whether the subscription still runs.
    final var isActive: Bool { lock.withLock { !isFinished } }

    /// Sends `value` downstream if it still runs and wants a value.
    final func emit(_ value: Input) {
        let receive: ((Input) -> Subscribers.Demand)? = lock.withLock {
            guard let receiveValue, demand > 0 else { return nil }
            demand -= 1
            return receiveValue
        }
        guard let receive else { return }
        let more = receive(value)
        guard more > 0 else { return }
        let subscription = lock.withLock {
            demand += more
            return requestsEverything ? nil : upstream
        }
        subscription?.request(more)
    }

    /// Ends the downstream with `completion`.
    final func finish(_ completion: Subscribers.Completion<Failure>) {
        let handler = lock.withLock {
            let current = receiveCompletion
            release()
            return current
        }
        handler?(completion)
    }

    // Called with the lock held.
    private func release() {
        isFinished = true
        upstream = nil
        receiveValue = nil
        receiveCompletion = nil
        receiveSubscription = nil
    }
}
