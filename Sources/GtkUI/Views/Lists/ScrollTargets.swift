/// What one ``ScrollViewReader``'s content holds to scroll to, as last read from the preference
/// ``ScrollTargetsKey``: held by the reader's state, so a new value evaluates nothing.
@MainActor
final class ScrollTargets {
    /// The lazy containers and the views with an id, in view order.
    var entries: [ScrollTargetEntry] = []

    /// The containers still mounted.
    var containers: [any ScrollTarget] {
        entries.compactMap(\.container)
    }

    /// The mounted view with `id`; of two views with the same id, the later one.
    func view(withID id: AnyHashable) -> ViewNode? {
        entries.last { $0.id == id && $0.view?.target != nil }?.view?.target
    }
}
