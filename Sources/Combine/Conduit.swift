import Foundation

/// One subscriber's link to a ``Fanout``: keeps its demand and delivers to it.
///
/// Values are delivered outside the lock, so a subscriber may cancel itself, or send through
/// the same subject, from inside its own closure.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var demand = Subscribers.Demand.none
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    /// A value to deliver on the first demand (a current-value subject's current value).
    private var initial: Output?
    private weak var fanout: Fanout<Output, Failure>?

    init<S: Subscriber>(_ subscriber: S, fanout: Fanout<Output, Failure>, initial: Output?)
    where S.Input == Output, S.Failure == Failure {
        receiveValue = { subscriber.receive($0) }
        receiveCompletion = { subscriber.receive(completion: $0) }
        self.fanout = fanout
        self.initial = initial
    }

    /// Whether the subscriber is still attached.
    var isActive: Bool { lock.withLock { receiveValue != nil } }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard let value = initial, demand > 0 else {
            lock.unlock()
            return
        }
        initial = nil
        lock.unlock()
        deliver(value)
    }

    /// Sends `value` if the subscriber still wants one; dropped otherwise, as a subject does.
    func deliver(_ value: Output) {
        lock.lock()
        guard let receive = receiveValue, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = receive(value)
        if more > 0 { lock.withLock { demand += more } }
    }

    /// Ends the subscription with `completion`.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        let receive = lock.withLock {
            let handler = receiveCompletion
            detach()
            return handler
        }
        receive?(completion)
    }

    func cancel() {
        let fanout = lock.withLock {
            let owner = self.fanout
            detach()
            return owner
        }
        fanout?.remove(self)
    }

    // Called with the lock held: lets go of the subscriber.
    private func detach() {
        receiveValue = nil
        receiveCompletion = nil
        initial = nil
        fanout = nil
    }
}

/// The subscribers of a subject, and its completion once it has one.
final class Fanout<Output, Failure: Error>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Whether any subscriber is attached.
    var hasSubscribers: Bool { lock.withLock { !conduits.isEmpty } }

    /// Attaches `subscriber`; `initial` is delivered on its first demand.
    func attach<S: Subscriber>(_ subscriber: S, initial: Output? = nil) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(subscriber, fanout: self, initial: initial)
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: EmptySubscription())
            subscriber.receive(completion: completion)
            return
        }
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Sends `value` to every subscriber attached now, in the order they attached.
    func send(_ value: Output) {
        let targets = lock.withLock { completion == nil ? conduits : [] }
        for conduit in targets {
            conduit.deliver(value)
        }
    }

    /// Finishes every subscriber; later subscribers receive the completion at once.
    func send(completion: Subscribers.Completion<Failure>) {
        let targets: [Conduit<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            let current = conduits
            conduits = []
            return current
        }
        for conduit in targets {
            conduit.complete(completion)
        }
    }

    func remove(_ conduit: Conduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }
}

/// The subscription handed to a subscriber that attaches after the publisher finished.
struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
