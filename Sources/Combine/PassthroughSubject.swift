/// A subject that passes each value to the subscribers attached at that moment.
///
/// It keeps no value: a subscriber sees only what is sent after it attached. It may be sent to
/// from any thread; subscribers receive the value on the sending thread.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Thread-safe itself.
    private let fanout = Fanout<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        fanout.attach(subscriber)
    }

    /// Sends `value` to every subscriber that asked for one.
    public func send(_ value: Output) {
        fanout.send(value)
    }

    /// Ends the stream for every subscriber, present and future.
    public func send(completion: Subscribers.Completion<Failure>) {
        fanout.send(completion: completion)
    }

    /// Asks `subscription` for every value.
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}
