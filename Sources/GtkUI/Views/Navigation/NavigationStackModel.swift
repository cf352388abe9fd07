/// The kept part of a ``NavigationStack``: where its links push, the latest path and view pages
/// from its body, and its destinations and title.
@MainActor
final class NavigationStackModel: NavigationTarget {
    /// The latest path; set by each evaluation of the stack's body.
    var path = NavigationPathAccess(get: { [] }, set: { _ in })
    /// The stack's view pages; set by each evaluation of the stack's body.
    var viewPages: Binding<[NavigationViewPage]>?
    /// Bumped to have the stack build its pages again once a missing destination arrives.
    var destinationsVersion: Binding<Int>?
    /// The title this stack shows: its top page's.
    let titles = NavigationTitleSource()
    /// Whether a page was built without a destination for its value.
    private var hasUnresolvedPage = false
    private var nextViewPageID = 0
    /// Value types already warned about having no destination.
    private var warnedTypes: Set<ObjectIdentifier> = []
    /// The pages above the root that are mounted, bottom first: each was the top page since it
    /// was pushed.
    private var mounted: [NavigationStackEntry] = []
    /// Counts the stack's body evaluations, so the top page is made again on each, as before.
    private var evaluations = 0

    override func push(value: AnyHashable) {
        path.set(path.get() + [value])
    }

    override func push(view: AnyView) {
        _ = present(view: view, onDismiss: nil)
    }

    override func present(view: AnyView, onDismiss: (@MainActor () -> Void)?) -> Int? {
        guard let viewPages else { return nil }
        nextViewPageID += 1
        let page = NavigationViewPage(id: nextViewPageID, base: path.get().count, view: view, onDismiss: onDismiss)
        viewPages.wrappedValue = live(viewPages.wrappedValue, pathCount: page.base) + [page]
        return page.id
    }

    override func dismiss(_ id: Int) {
        let pages = viewPages?.wrappedValue ?? []
        guard let index = pages.firstIndex(where: { $0.id == id }) else { return }
        let values = path.get()
        if values.count > pages[index].base { path.set(Array(values.prefix(pages[index].base))) }
        viewPages?.wrappedValue = Array(pages[..<index])
    }

    /// Removes the top page: the last view page when it is on top, else the path's last value.
    func pop() {
        let values = path.get()
        let pages = live(viewPages?.wrappedValue ?? [], pathCount: values.count)
        if let last = pages.last, last.base == values.count {
            viewPages?.wrappedValue = Array(pages.dropLast())
            last.onDismiss?()
        } else if !values.isEmpty {
            path.set(Array(values.dropLast()))
        }
    }

    /// The pages above the root to mount, bottom first, and how many pages the stack has above
    /// its root: the top page, and those mounted before that are still on the stack. A page below
    /// the top that was never shown stays unmounted until popping reveals it, so setting a deep
    /// path mounts one page.
    ///
    /// The path is read through its count and the values at the mounted pages, so that an update
    /// costs the mounted pages and not the path's length.
    func livePages(
        viewPages: [NavigationViewPage], destinationsVersion: Int
    ) -> (pages: [NavigationStackPageItem], depth: Int) {
        evaluations += 1
        let count = path.count()
        // View pages are few; each sits after the path values it was pushed on.
        let pages = live(viewPages, pathCount: count)
        let depth = count + pages.count
        /// The 1-based position of a path value among all pages.
        func position(ofValueAt index: Int) -> Int { index + 1 + pages.count { $0.base <= index } }
        var positioned: [(position: Int, entry: NavigationStackEntry)] = []
        for entry in mounted {
            switch entry {
            case .value(let index, let value):
                if index < count, path.value(index) == value {
                    positioned.append((position(ofValueAt: index), entry))
                }
            case .view(let id):
                if let offset = pages.firstIndex(where: { $0.id == id }) {
                    let page = pages[offset]
                    positioned.append((page.base + offset + 1, entry))
                }
            }
        }
        if depth > 0 {
            let top: NavigationStackEntry
            if let last = pages.last, last.base == count {
                top = .view(id: last.id)
            } else {
                top = .value(index: count - 1, path.value(count - 1))
            }
            if !positioned.contains(where: { $0.entry == top }) { positioned.append((depth, top)) }
        }
        positioned.sort { $0.position < $1.position }
        mounted = positioned.map(\.entry)
        let items = positioned.map { item in
            NavigationStackPageItem(
                entry: item.entry, index: item.position, model: self, destinationsVersion: destinationsVersion,
                evaluation: item.position == depth ? evaluations : 0)
        }
        return (items, depth)
    }

    /// The page for `entry`: its value's destination, or its view. A value with no destination
    /// shows an empty page, with one warning per type.
    func page(for entry: NavigationStackEntry) -> AnyView {
        switch entry {
        case .view(let id):
            if let page = viewPages?.wrappedValue.first(where: { $0.id == id }) { return page.view }
            return AnyView(EmptyView())
        case .value(_, let value):
            if let view = destination(for: value) { return view }
            hasUnresolvedPage = true
            let type = Swift.type(of: value.base)
            if warnedTypes.insert(ObjectIdentifier(type)).inserted {
                Diagnostics.warn(
                    "GtkUI: no navigationDestination(for: \(type).self) in this NavigationStack; "
                        + "the pushed page is empty")
            }
            return AnyView(EmptyView())
        }
    }

    /// A destination came or went: pages built without one are built again.
    override func destinationsChanged() {
        guard hasUnresolvedPage, let destinationsVersion else { return }
        hasUnresolvedPage = false
        destinationsVersion.wrappedValue += 1
    }

    /// The view pages still standing on the path's first `pathCount` values.
    private func live(_ pages: [NavigationViewPage], pathCount: Int) -> [NavigationViewPage] {
        pages.filter { $0.base <= pathCount }
    }
}
