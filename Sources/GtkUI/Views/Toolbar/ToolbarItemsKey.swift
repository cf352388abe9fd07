/// The preference that carries the `.toolbar` items up to the root of the window's host, which
/// hands them to the window's ``HeaderBarController`` to mount. An outer view's items come before
/// the inner ones', and a later sibling's before an earlier one's, as in SwiftUI.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarContribution] { [] }

    static func reduce(value: inout [ToolbarContribution], nextValue: () -> [ToolbarContribution]) {
        value = nextValue() + value
    }
}

private struct ToolbarHeaderBarKey: EnvironmentKey {
    static var defaultValue: HeaderBarController? { nil }
}

extension EnvironmentValues {
    /// The header bar of the window or sheet these views are in, which shows their toolbar
    /// items; nil where there is none.
    var toolbarHeaderBar: HeaderBarController? {
        get { self[ToolbarHeaderBarKey.self] }
        set { self[ToolbarHeaderBarKey.self] = newValue }
    }
}
