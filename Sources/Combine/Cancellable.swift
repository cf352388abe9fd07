/// Something that can be stopped: a subscription, a timer's connection.
public protocol Cancellable {
    /// Stops the activity and frees what it holds. Calling it again does nothing.
    func cancel()
}
