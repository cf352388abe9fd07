/// Rows of data or views in a scrolling list, with optional selection, as in SwiftUI.
///
/// Only the rows on screen are made: a list of 100,000 rows mounts a screenful and recycles the
/// widgets of rows that scroll away. A row keeps its identity and `@State` by id across
/// scrolling. Selection follows the pointer (Ctrl and Shift extend a multiple selection) and the
/// keyboard (arrows, Page Up/Down, Home/End; Space toggles); `ForEach.onDelete` rows are deleted
/// with the Delete key or the row menu.
///
/// ```swift
/// List(items, selection: $selected) { item in Text(item.name) }
/// ```
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: ListSelection?

    /// A list of the rows the closure builds, with a single selection.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// A list of the rows the closure builds, with a selection that always names one row.
    ///
    /// Disfavoured, so that a `Binding<Set<ID>>` or `Binding<ID?>` picks the other forms.
    @_disfavoredOverload
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(required: selection)
    }

    /// A list of one row per identifiable element, with a selection that always names one row.
    @_disfavoredOverload
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of the rows the closure builds, with a multiple selection.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// A list of one row per element, keyed by `id`, with a single selection.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of one row per element, keyed by `id`, with a multiple selection.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of one row per identifiable element, with a single selection.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of one row per identifiable element, with a multiple selection.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension List: View {}

extension List where SelectionValue == Never {
    /// A list of the rows the closure builds.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list of one row per element, keyed by `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of one row per identifiable element.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of one row per number in a constant range.
    nonisolated public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List: LazyContainerView {
    var lazyContent: Content { content }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        var configuration = LazyContainerConfiguration()
        configuration.scrolls = true
        configuration.estimatedRowLength = 36
        // A row's view starts at the leading edge, as in SwiftUI, unless it is flexible.
        configuration.rowAlignment = (GTK_ALIGN_START, GTK_ALIGN_CENTER)
        return configuration
    }

    func makeRowsBehavior(for container: LazyContainerNode<Self>) -> ListBehavior? {
        ListBehavior(container: container)
    }

    func configureRowsBehavior(_ behavior: ListBehavior, in environment: EnvironmentValues) {
        behavior.configure(selection: selection, style: environment.listStyle)
    }

    /// Its rows are list rows, which a click selects when the list has a selection.
    func writeRowEnvironment(_ environment: inout EnvironmentValues) {
        environment.rowsAreSelectable = selection != nil
        environment.isInListRow = true
    }
}
