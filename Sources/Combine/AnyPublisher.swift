/// A publisher that hides the type of the one it wraps, so an API can return
/// `AnyPublisher<Output, Failure>` instead of a chain of operator types.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriberBox<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.subscribe($0) }
    }

    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriberBox(subscriber))
    }
}

/// A subscriber of any type, behind one concrete type.
struct AnySubscriberBox<Input, Failure: Error>: Subscriber {
    private let onSubscription: (any Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        onSubscription = { subscriber.receive(subscription: $0) }
        onValue = { subscriber.receive($0) }
        onCompletion = { subscriber.receive(completion: $0) }
    }

    func receive(subscription: any Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

extension Publisher {
    /// Wraps this publisher in an ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
