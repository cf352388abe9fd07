/// The titles of one navigation page (a stack's page, a split view's column): what the
/// `.navigationTitle` modifiers inside it report, and the navigation containers nested in it.
@MainActor
final class NavigationTitleScope {
    /// Titles reported by views of this page, innermost first.
    let titles = ReportedValues<NavigationTitle>()
    /// Navigation containers inside this page, which decide their own visible title.
    let containers = ReportedValues<NavigationTitleSource>(isSame: ===)
    /// Set by the container that shows this page: runs when the page's title may have changed.
    var onChange: (() -> Void)?

    init() {
        titles.onChange = { [weak self] in self?.onChange?() }
        containers.onChange = { [weak self] in self?.onChange?() }
    }

    /// The title of the innermost visible view: a nested container's, else this page's own.
    var effectiveTitle: NavigationTitle? {
        for container in containers.values {
            if let title = container.title { return title }
        }
        return ownTitle
    }

    /// The page's own title: the innermost modifier's parts, filled from the outer ones.
    var ownTitle: NavigationTitle? {
        let parts = titles.values
        guard !parts.isEmpty else { return nil }
        return parts.reduce(NavigationTitle()) { $0.filled(from: $1) }
    }
}

extension NavigationTitleScope: @MainActor Equatable {
    /// The same scope: the environment then does not count a rewrite of it as a change.
    static func == (lhs: NavigationTitleScope, rhs: NavigationTitleScope) -> Bool { lhs === rhs }
}
