/// Pages of content, one shown at a time, chosen with tabs (`GtkNotebook`).
///
/// Each child view is a page; its ``View/tabItem(_:)`` sets its tab's title and icon, and its
/// ``View/tag(_:)`` the value that stands for it in `selection`. The notebook shows the page whose
/// tag equals the selection, and each tab the user picks writes the selection once; a selection
/// that matches no page's tag leaves the shown page as it is, with one warning. Like SwiftUI's,
/// the tab view is flexible both ways.
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Pages whose shown page follows `selection` (nil: the notebook keeps its own choice).
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension TabView: View {}

extension TabView where SelectionValue == Int {
    /// Pages of which the notebook keeps the shown one, starting with the first.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: PrimitiveContainerView {
    var representable: TabNotebook<SelectionValue, Content> {
        TabNotebook(selection: selection, pages: content)
    }
}

/// The notebook behind ``TabView``.
struct TabNotebook<Selection: Hashable, Pages: View>: GtkContainerRepresentable {
    let selection: Binding<Selection>?
    let pages: Pages

    /// The pages, then a marker: when it arrives at mount every page is in, and the selection
    /// can be checked (the first update runs before any page is added).
    var content: TupleView<Pages, ContainerValueWriter<PlacementMarker>> {
        TupleView(pages, PlacementMarker().writingContainerValue(\.isEndOfPages, true))
    }

    /// Creates the notebook; each page the user picks writes the selection once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkNotebook> {
        let notebook: UnsafeMutablePointer<GtkNotebook> = gtk_notebook_new()!.cast()
        gtk_notebook_set_scrollable(notebook, 1)
        // SwiftUI's tab view takes the space it is offered.
        gtk_widget_set_hexpand(notebook.cast(), 1)
        gtk_widget_set_vexpand(notebook.cast(), 1)
        let coordinator = context.coordinator
        context.connect(notebook, "notify::page") { _ in
            let page = gtk_notebook_get_nth_page(notebook, gtk_notebook_get_current_page(notebook))
            guard let page, let tag = coordinator.tags[page], let value = tag.base as? Selection,
                let selection = coordinator.selection, selection.wrappedValue != value
            else { return }
            selection.wrappedValue = value
        }
        return notebook
    }

    /// Shows the selected page without echoing it back; warns once while no page matches.
    func updateWidget(_ notebook: UnsafeMutablePointer<GtkNotebook>, context: Context) {
        context.coordinator.selection = selection
        // Read before anything else: the read is what makes a change of the selection update this.
        guard let value = selection?.wrappedValue, context.coordinator.hasAllPages else { return }
        showSelection(value, in: notebook, context: context)
    }

    private func showSelection(_ value: Selection, in notebook: UnsafeMutablePointer<GtkNotebook>, context: Context) {
        let wanted = AnyHashable(value)
        let page = context.coordinator.tags.first { $0.value == wanted }?.key
        ControlSupport.warn(
            if: page == nil, on: notebook, key: "gtkui-tab-unmatched",
            "GtkUI: TabView selection \(value) matches no page's tag; the shown page stays")
        guard let page else { return }
        show(page, in: notebook, context: context)
    }

    func makeCoordinator() -> TabCoordinator<Selection> { TabCoordinator() }

    /// Inserts a page with its tab; shows it when its tag is the selection. GTK shows the first page
    /// added by itself, which is not a user's choice, so handlers are blocked.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to notebook: UnsafeMutablePointer<GtkNotebook>,
        context: Context
    ) {
        if placement.containerValues.isEndOfPages {
            context.coordinator.hasAllPages = true
            if let value = selection?.wrappedValue { showSelection(value, in: notebook, context: context) }
            return
        }
        let tab = (placement.containerValues.tabItem ?? TabItem(EmptyView())).makeWidget(number: placement.index)
        context.withSignalsBlocked {
            _ = gtk_notebook_insert_page(notebook, child, tab, placement.isAtEnd ? -1 : Int32(placement.index))
        }
        record(placement.containerValues.tag, of: child, in: notebook, context: context)
    }

    /// Removes a page; GTK may show another one, which is not a user's choice either.
    func removeChild(_ child: WidgetPointer, from notebook: UnsafeMutablePointer<GtkNotebook>, context: Context) {
        context.coordinator.tags[child] = nil
        guard gtk_notebook_page_num(notebook, child) >= 0 else { return }
        // While GTK 3 drops a removed page's accessible it asks the notebook for that page's tab,
        // which is gone, and logs a critical when a screen reader listens. With the tabs hidden
        // it does not ask.
        let showsTabs = gtk_notebook_get_show_tabs(notebook)
        gtk_notebook_set_show_tabs(notebook, 0)
        context.withSignalsBlocked { gtk_container_remove(notebook.cast(), child) }
        gtk_notebook_set_show_tabs(notebook, showsTabs)
    }

    /// Hides the tabs of a notebook that is going away, so that dropping its pages' accessibles
    /// does not ask for tabs already gone (see ``removeChild(_:from:context:)``).
    static func dismantleWidget(_ notebook: UnsafeMutablePointer<GtkNotebook>, coordinator: TabCoordinator<Selection>) {
        gtk_notebook_set_show_tabs(notebook, 0)
    }

    /// Reorders a page, keeping its tab.
    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in notebook: UnsafeMutablePointer<GtkNotebook>,
        context: Context
    ) {
        guard gtk_notebook_page_num(notebook, child) >= 0 else { return }
        gtk_notebook_reorder_child(notebook, child, Int32(placement.index))
    }

    /// A changed tab item gets a new tab; a changed tag is recorded.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in notebook: UnsafeMutablePointer<GtkNotebook>,
        context: Context
    ) {
        let tab = (placement.containerValues.tabItem ?? TabItem(EmptyView())).makeWidget(number: placement.index)
        gtk_notebook_set_tab_label(notebook, child, tab)
        record(placement.containerValues.tag, of: child, in: notebook, context: context)
    }

    private func record(
        _ tag: AnyHashable?, of page: WidgetPointer, in notebook: UnsafeMutablePointer<GtkNotebook>, context: Context
    ) {
        context.coordinator.tags[page] = tag
        if let tag, let selection, tag == AnyHashable(selection.wrappedValue) {
            show(page, in: notebook, context: context)
        }
    }

    private func show(_ page: WidgetPointer, in notebook: UnsafeMutablePointer<GtkNotebook>, context: Context) {
        let number = gtk_notebook_page_num(notebook, page)
        guard number >= 0, number != gtk_notebook_get_current_page(notebook) else { return }
        context.withSignalsBlocked { gtk_notebook_set_current_page(notebook, number) }
    }
}

/// The latest selection binding of a ``TabView`` and the tag of each page.
@MainActor
final class TabCoordinator<Selection: Hashable> {
    var selection: Binding<Selection>?
    /// Whether the pages made at mount are all in.
    var hasAllPages = false
    /// Each page's tag; the pages are borrowed, their nodes own them.
    var tags: [WidgetPointer: AnyHashable] = [:]
}

private struct EndOfPagesKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    /// Whether this child is the marker after a ``TabView``'s pages.
    fileprivate var isEndOfPages: Bool {
        get { self[EndOfPagesKey.self] }
        set { self[EndOfPagesKey.self] = newValue }
    }
}
