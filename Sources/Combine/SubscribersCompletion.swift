extension Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// It sent all its values.
        case finished
        /// It stopped with `error`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
