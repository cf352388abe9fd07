/// The titles of one navigation page (a stack's page, a split view's column): what the
/// `.navigationTitle` modifiers inside it report, and the navigation containers nested in it.
@MainActor
final class NavigationTitleScope {
    /// The page's own title: what its views' title modifiers combine to (``NavigationTitleKey``).
    var ownTitle: NavigationTitle? {
        didSet { if ownTitle != oldValue { onChange?() } }
    }
    /// Navigation containers inside this page, which decide their own visible title
    /// (``NavigationTitleSourcesKey``).
    var containers: [NavigationTitleSource] = [] {
        didSet { if !containers.elementsEqual(oldValue, by: ===) { onChange?() } }
    }
    /// Set by the container that shows this page: runs when the page's title may have changed.
    var onChange: (() -> Void)?

    /// The title of the innermost visible view: a nested container's, else this page's own.
    var effectiveTitle: NavigationTitle? {
        for container in containers {
            if let title = container.title { return title }
        }
        return ownTitle
    }
}

extension NavigationTitleScope: @MainActor Equatable {
    /// The same scope: the environment then does not count a rewrite of it as a change.
    static func == (lhs: NavigationTitleScope, rhs: NavigationTitleScope) -> Bool { lhs === rhs }
}
