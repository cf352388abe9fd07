import Foundation

/// Sits between an upstream publisher and a downstream subscriber for the operators that act on
/// one value at a time (map, filter, removeDuplicates): passes demand up, and each value that
/// `step` keeps down. A value that `step` drops is replaced by asking upstream for one more.
final class StepSubscriber<Input, Output, Failure: Error>: Subscriber, Subscription, @unchecked Sendable {
    // Guarded by `lock`; downstream calls happen outside it.
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var isCancelled = false
    private let step: (Input) -> Output?
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var receiveSubscription: ((any Subscription) -> Void)?

    init<S: Subscriber>(downstream: S, step: @escaping (Input) -> Output?)
    where S.Input == Output, S.Failure == Failure {
        self.step = step
        receiveValue = { downstream.receive($0) }
        receiveCompletion = { downstream.receive(completion: $0) }
        receiveSubscription = { downstream.receive(subscription: $0) }
    }

    func receive(subscription: any Subscription) {
        let handOn: ((any Subscription) -> Void)? = lock.withLock {
            guard upstream == nil, !isCancelled else { return nil }
            upstream = subscription
            let handler = receiveSubscription
            receiveSubscription = nil
            return handler
        }
        guard let handOn else {
            subscription.cancel()
            return
        }
        handOn(self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let receive = lock.withLock({ receiveValue }) else { return .none }
        guard let output = step(input) else { return .max(1) }
        return receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let handler = lock.withLock {
            let current = receiveCompletion
            release()
            return current
        }
        handler?(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let current = lock.withLock {
            isCancelled = true
            let subscription = upstream
            release()
            return subscription
        }
        current?.cancel()
    }

    // Called with the lock held.
    private func release() {
        upstream = nil
        receiveValue = nil
        receiveCompletion = nil
        receiveSubscription = nil
    }
}
