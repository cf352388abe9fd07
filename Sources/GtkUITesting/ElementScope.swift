/// Where a query looks: every window of a host, or the subtree of one element.
/// Made by ``ViewHost`` and ``Element``; tests use it only through ``ElementQuerying``.
@MainActor
public struct ElementScope {
    let host: ViewHost
    /// The roots to search; nil when the scope is a missing element (its failure was reported).
    let roots: () -> [AccessibleReference]?
    /// Where the query looked, in failure messages: `in the host's windows`.
    let place: String

    /// Finds the objects matching `query`, settling first if the host never has.
    func matches(of query: ElementQuery) -> [AccessibleReference]? {
        host.settleIfNeverSettled()
        guard let roots = roots() else { return nil }
        return AccessibleTree.matches(of: query, below: roots)
    }

    /// The listing of what is in scope, for failure messages.
    func listing() -> String {
        AccessibleTree.listing(below: roots() ?? [])
    }
}
