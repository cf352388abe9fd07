/// Declares that a type can send a sequence of values over time to its subscribers.
///
/// This is the subset of Apple's Combine that SwiftUI code uses; see the package README. A
/// publisher does nothing until a ``Subscriber`` attaches with `subscribe(_:)` (or with
/// `sink` and `assign`), and then sends it values, at most as many as it asked for.
public protocol Publisher<Output, Failure> {
    /// The kind of values this publisher sends.
    associatedtype Output
    /// The kind of error this publisher may finish with; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher hands it a ``Subscription`` and then sends it values.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Sends this publisher's values and completion into `subject`, and returns the subscription.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
    where S.Output == Output, S.Failure == Failure {
        let forwarder = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { subject.send(completion: $0) },
            receiveValue: { subject.send($0) })
        receive(subscriber: forwarder)
        return AnyCancellable(forwarder)
    }
}
