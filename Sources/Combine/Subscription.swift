/// The link between a publisher and one subscriber: asks for values and cancels.
public protocol Subscription: Cancellable {
    /// Tells the publisher that the subscriber can take `demand` more values.
    func request(_ demand: Subscribers.Demand)
}
