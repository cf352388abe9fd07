/// Receives values from a ``Publisher``.
///
/// A subscriber first receives a ``Subscription``, asks it for values with
/// ``Subscription/request(_:)``, then receives values and at most one completion.
public protocol Subscriber<Input, Failure> {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of error this subscriber may receive.
    associatedtype Failure: Error

    /// Called once, when the publisher accepts the subscription.
    func receive(subscription: any Subscription)

    /// Called with each value; returns how many more values the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Called once when the publisher finishes, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}
