/// The toolbar items of a host's content: the ``ToolbarItemsKey`` value read at the host's root,
/// handed to the header bar of the host's window or sheet. Without one they are ignored, with one
/// warning per host.
@MainActor
final class HostToolbar {
    /// The header bar; the window owns it.
    private weak var headerBar: HeaderBarController?
    private let hasHeaderBar: Bool
    private var warned = false
    /// The host's graph, where the items mount: one update pass updates the content and its items.
    private unowned let graph: ViewGraph

    init(headerBar: HeaderBarController?, graph: ViewGraph) {
        self.headerBar = headerBar
        hasHeaderBar = headerBar != nil
        self.graph = graph
    }

    /// Shows `contributions` in the header bar.
    func show(_ contributions: [ToolbarContribution]) {
        guard hasHeaderBar else {
            guard !contributions.isEmpty, !warned else { return }
            warned = true
            return Diagnostics.warn("GtkUI: toolbar items outside a window with a header bar are ignored")
        }
        headerBar?.show(contributions, in: graph)
    }
}
