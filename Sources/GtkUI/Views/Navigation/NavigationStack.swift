/// A stack of pages over a root view: a ``NavigationLink`` pushes a page, and the back button
/// above the content, Alt+Left or the mouse's back button pops it.
///
/// Pages come from the ``View/navigationDestination(for:destination:)`` registered for each
/// pushed value's type, or from a link's destination view. A covered page that was shown stays
/// mounted, so it keeps its state until it is popped. With a `path` binding the pushed values are
/// the binding's: pushing appends to it, and setting it from code pushes or pops.
///
/// Only pages that were shown are mounted: a path set from code mounts its top page alone, and
/// each page below mounts when popping reveals it, so a deep path costs one page. The back button
/// reads the title of the page below, or "Back" while that page was never shown.
///
/// Built on a `GtkStack`.
public struct NavigationStack<Data, Root: View> {
    let path: NavigationPathAccess?
    let root: Root
    @State private var ownPath = NavigationPath()
    @State private var viewPages: [NavigationViewPage] = []
    @State private var destinationsVersion = 0
    @State private var model = NavigationStackModel()

    /// The stack's pages, with the root shown first.
    @MainActor public var body: some View {
        let model = model
        model.path = path ?? NavigationPathAccess($ownPath)
        model.viewPages = $viewPages
        model.destinationsVersion = $destinationsVersion
        // Read here, so that a change of either rebuilds the pages.
        let (pages, depth) = model.livePages(viewPages: viewPages, destinationsVersion: destinationsVersion)
        return NavigationStackBox(
            content: TupleView(
                NavigationStackPage(index: 0, model: model, content: root),
                // A capture-free row closure: unchanged pages are skipped by comparing memory.
                ForEach(pages, id: \.entry) { NavigationStackEntryPage(item: $0) }),
            model: model, depth: depth
        )
        .readingNavigationDestinations(into: model)
        .navigationTitleContainer(model.titles)
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension NavigationStack: View {}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path, showing `root` first.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.path = nil
        self.root = root()
    }

    /// A stack whose pushed values are those of `path`.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }
}

extension NavigationStack
where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose pushed values are the elements of `path`, all of one type; a link that pushes a
    /// value of another type does nothing, with a warning.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }
}
