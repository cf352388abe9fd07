private struct NavigationPageScopeKey: EnvironmentKey {
    static var defaultValue: NavigationTitleScope? { nil }
}

private struct NavigationTargetKey: EnvironmentKey {
    static var defaultValue: NavigationTarget? { nil }
}

private struct NavigationViewStyleKey: EnvironmentKey {
    static var defaultValue: NavigationViewStyle { .automatic }
}

extension EnvironmentValues {
    /// The navigation page the views here belong to, which collects their titles.
    var navigationPageScope: NavigationTitleScope? {
        get { self[NavigationPageScopeKey.self] }
        set { self[NavigationPageScopeKey.self] = newValue }
    }

    /// Where a ``NavigationLink`` here pushes: the enclosing stack, or a split view's detail.
    var navigationTarget: NavigationTarget? {
        get { self[NavigationTargetKey.self] }
        set { self[NavigationTargetKey.self] = newValue }
    }

    /// The style set by ``View/navigationViewStyle(_:)``.
    var navigationViewStyle: NavigationViewStyle {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}
