/// One page of a ``NavigationStack``: gives its views the page's title scope and the stack to
/// push onto, and tells the stack's box which page its widgets belong to.
struct NavigationStackPage<Content: View>: View {
    let index: Int
    let model: NavigationStackModel
    let content: Content
    @State private var scope = NavigationTitleScope()

    var body: some View {
        content
            .readingNavigationTitles(into: scope)
            .containerValue(\.navigationStackPage, NavigationStackPageInfo(index: index, scope: scope))
            .environment(\.navigationTarget, model as NavigationTarget?)
            .environment(\.navigationPageScope, scope)
    }
}

/// Which page of a navigation stack a widget belongs to, with the page's title scope.
struct NavigationStackPageInfo: Equatable {
    let index: Int
    let scope: NavigationTitleScope

    nonisolated static func == (lhs: NavigationStackPageInfo, rhs: NavigationStackPageInfo) -> Bool {
        lhs.index == rhs.index && lhs.scope === rhs.scope
    }
}

private struct NavigationStackPageKey: ContainerValueKey {
    static var defaultValue: NavigationStackPageInfo? { nil }
}

extension ContainerValues {
    /// The navigation stack page this child belongs to.
    var navigationStackPage: NavigationStackPageInfo? {
        get { self[NavigationStackPageKey.self] }
        set { self[NavigationStackPageKey.self] = newValue }
    }
}
