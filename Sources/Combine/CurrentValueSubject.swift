import Foundation

/// A subject that holds a current value: a new subscriber receives it first, and each
/// ``send(_:)`` or write to ``value`` replaces it and reaches every subscriber.
///
/// It may be used from any thread; subscribers receive values on the sending thread.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // `current` is guarded by `lock`; the fan-out is thread-safe itself.
    private let lock = NSLock()
    private var current: Output
    private let fanout = Fanout<Output, Failure>()

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The current value. Setting it sends the new value to the subscribers.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Attaches `subscriber`, which receives the current value on its first demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        fanout.attach(subscriber, initial: value)
    }

    /// Replaces the current value and sends it to every subscriber.
    public func send(_ value: Output) {
        lock.withLock { current = value }
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
