/// A publisher that starts producing values only when connected, such as
/// `Timer.TimerPublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts producing values; cancel the result to stop.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches and disconnects when the last one cancels:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
