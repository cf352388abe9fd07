/// One column of a ``NavigationSplitView``: gives its views the column's title scope, width
/// requests and link target, and tells the split view's panes which column its widgets are in.
struct NavigationSplitColumn<Content: View>: View {
    let index: Int
    let model: NavigationSplitModel
    let content: Content

    var body: some View {
        content
            .readingNavigationTitles(into: model.columns[index])
            .onPreferenceChange(NavigationColumnWidthKey.self) { [model, index] in model.setWidth($0, of: index) }
            .containerValue(\.navigationSplitColumn, index)
            .environment(\.navigationTarget, model as NavigationTarget?)
            .environment(\.navigationPageScope, model.columns[index])
    }
}

/// The detail column's content: the view a sidebar link showed, else the split view's own.
struct NavigationSplitDetail<Detail: View>: View {
    let shown: NavigationShownDetail?
    let detail: Detail

    var body: some View {
        if let shown {
            shown.view.id(shown.id)
        } else {
            detail
        }
    }
}

private struct NavigationSplitColumnKey: ContainerValueKey {
    static let defaultValue = 2
}

extension ContainerValues {
    /// The split view column a child is in: 0 the sidebar, 1 the content, 2 the detail.
    var navigationSplitColumn: Int {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}
