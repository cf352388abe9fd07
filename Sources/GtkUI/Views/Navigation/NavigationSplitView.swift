/// Two or three columns side by side in `GtkPaned`s: a sidebar, an optional content column, and
/// a detail. A selection that the sidebar changes drives the detail through plain state; a
/// ``NavigationLink`` in the sidebar shows its destination in the detail column.
///
/// `columnVisibility` hides and shows columns; ``View/navigationSplitViewColumnWidth(_:)`` sets
/// a column's width. GTK's panes cannot collapse a column by themselves, so the split view never
/// writes `columnVisibility`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var shownDetail: NavigationShownDetail?
    @State private var model = NavigationSplitModel()

    /// Three columns, whose shown columns follow `columnVisibility`.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns, all shown.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// The panes.
    @MainActor public var body: some View {
        let model = model
        model.shownDetail = $shownDetail
        let columnCount = content == nil ? 2 : 3
        return NavigationSplitBox(
            content: TupleView(
                NavigationSplitColumn(index: 0, model: model, content: sidebar),
                NavigationSplitColumn(index: 1, model: model, content: content),
                NavigationSplitColumn(
                    index: 2, model: model, content: NavigationSplitDetail(shown: shownDetail, detail: detail))),
            model: model, columnCount: columnCount,
            visibility: columnVisibility?.wrappedValue ?? .automatic
        )
        .readingNavigationDestinations(into: model)
        .preference(key: NavigationColumnWidthKey.self, value: nil)
        .navigationTitleContainer(model.titles)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension NavigationSplitView: View {}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns, whose shown columns follow `columnVisibility`.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// Two columns, both shown.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.columnVisibility = nil
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }
}
