/// A publisher whose values you send yourself with ``send(_:)``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)

    /// Ends the stream: the subscribers receive `completion` and nothing after it.
    func send(completion: Subscribers.Completion<Failure>)

    /// Hands an upstream subscription to the subject, which asks it for every value.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends an empty value: `subject.send()`.
    public func send() {
        send(())
    }
}
