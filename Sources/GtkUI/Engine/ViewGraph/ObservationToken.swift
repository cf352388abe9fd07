import Observation

/// Lets a node end its Observation registrations before the properties it read change.
///
/// `withObservationTracking` has no cancel: its registrations stay in each model's registrar
/// until one of the tracked properties changes, which may be never. But the first change of any
/// property in a tracking ends all of that tracking's registrations, in every registrar. So a node
/// reads this token's property in each tracked evaluation, and changes it to end the previous
/// evaluation's tracking: before evaluating again, and when it is unmounted.
@Observable
@MainActor
final class ObservationToken {
    private var version = 0

    /// Makes the running tracked evaluation depend on this token.
    func read() {
        _ = version
    }

    /// Ends the tracking that last read this token, and with it all its registrations.
    func cancel() {
        version &+= 1
    }
}
