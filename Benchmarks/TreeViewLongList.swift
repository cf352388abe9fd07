import GtkUI

/// GTK 3's own answer to long lists, written against its C API: a `GtkTreeView` over a
/// `GtkListStore` with a text column and a toggle column, in a `GtkScrolledWindow`.
///
/// It shows the same text as the widget rows (`"Item 42: 0"`) and the same check box state. The
/// toggle is activatable and flips the store's value, as an application's would. Headers are
/// hidden (a SwiftUI `List` has none). The tree view measures rows as GTK does by default, not
/// in fixed-height mode: the first rows are measured before the first frame and the rest in idle
/// time afterwards, which the part lets finish before it pages.
@MainActor
final class TreeViewLongList: LongListUnderTest {
    static var key: String { "treeview" }
    static var title: String { "GtkTreeView (C)" }
    static var isDeclarative: Bool { false }
    static var isEager: Bool { false }

    private static let textColumn: Int32 = 0
    private static let doneColumn: Int32 = 1

    let scrolledWindow: WidgetPointer
    private let treeView: WidgetPointer
    /// Owned: the tree view holds its own reference too.
    private let store: UnsafeMutablePointer<GtkListStore>
    private var items: [LongListItem]
    private var toggled: SignalConnection?
    private var prepared: (index: Int, iter: GtkTreeIter)?

    init(items: [LongListItem]) {
        self.items = items
        var types = [gtkui_type_string(), gtkui_type_boolean()]
        store = gtk_list_store_newv(2, &types)
        // The store is filled before the view sees it, as a C program would, so the view does not
        // react to every row.
        var columns = [Self.textColumn, Self.doneColumn]
        var values = [GValue(), GValue()]
        g_value_init(&values[0], gtkui_type_string())
        g_value_init(&values[1], gtkui_type_boolean())
        for item in items {
            item.text.withCString { g_value_set_string(&values[0], $0) }
            g_value_set_boolean(&values[1], item.isDone ? 1 : 0)
            gtk_list_store_insert_with_valuesv(store, nil, -1, &columns, &values, 2)
        }
        g_value_unset(&values[0])
        g_value_unset(&values[1])

        let model = OpaquePointer(store)
        treeView = gtk_tree_view_new_with_model(model)
        gtk_tree_view_set_headers_visible(treeView.cast(), 0)

        let textRenderer = gtk_cell_renderer_text_new()
        let textColumn = gtk_tree_view_column_new()
        gtk_tree_view_column_pack_start(textColumn, textRenderer, 1)
        gtk_tree_view_column_add_attribute(textColumn, textRenderer, "text", Self.textColumn)
        gtk_tree_view_append_column(treeView.cast(), textColumn)

        let toggleRenderer = gtk_cell_renderer_toggle_new()!
        gtk_cell_renderer_toggle_set_activatable(toggleRenderer.cast(), 1)
        let doneColumn = gtk_tree_view_column_new()
        gtk_tree_view_column_pack_start(doneColumn, toggleRenderer, 0)
        gtk_tree_view_column_add_attribute(doneColumn, toggleRenderer, "active", Self.doneColumn)
        gtk_tree_view_append_column(treeView.cast(), doneColumn)

        scrolledWindow = gtk_scrolled_window_new(nil, nil)
        gtk_container_add(scrolledWindow.cast(), treeView)
        gtk_widget_show_all(scrolledWindow)

        toggled = Signals.connect(toggleRenderer, "toggled") { [unowned self] arguments in
            guard let path = arguments[1].string, let index = Int(path) else { return }
            flipDone(at: index)
        }
    }

    var widget: WidgetPointer { scrolledWindow }

    func visibleRowCount() -> Int {
        guard let (first, last) = visibleRange() else { return 0 }
        return last - first + 1
    }

    func prepareTextChange() -> Int? {
        guard let (first, last) = visibleRange() else { return nil }
        let index = (first + last) / 2
        var iter = GtkTreeIter()
        guard gtk_tree_model_iter_nth_child(OpaquePointer(store), &iter, nil, Int32(index)) != 0 else { return nil }
        prepared = (index, iter)
        return items[index].id
    }

    /// Sets the new text on the row in the store; the tree view redraws the row.
    func changeText() {
        guard var prepared else { fatalError("Benchmarks: no tree-view row prepared") }
        items[prepared.index].count += 1
        var value = GValue()
        g_value_init(&value, gtkui_type_string())
        items[prepared.index].text.withCString { g_value_set_string(&value, $0) }
        gtk_list_store_set_value(store, &prepared.iter, Self.textColumn, &value)
        g_value_unset(&value)
    }

    func preparedRowText() -> String? {
        guard var prepared else { return nil }
        var value = GValue()
        gtk_tree_model_get_value(OpaquePointer(store), &prepared.iter, Self.textColumn, &value)
        defer { g_value_unset(&value) }
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    func tearDown() {
        toggled?.disconnect()
        toggled = nil
        prepared = nil
        g_object_unref(store.gObject)
    }

    /// The first and last row indices the tree view shows, or nil when it shows none.
    private func visibleRange() -> (Int, Int)? {
        var start: OpaquePointer?
        var end: OpaquePointer?
        guard gtk_tree_view_get_visible_range(treeView.cast(), &start, &end) != 0, let start, let end else {
            return nil
        }
        defer {
            gtk_tree_path_free(start)
            gtk_tree_path_free(end)
        }
        guard let first = gtk_tree_path_get_indices(start), let last = gtk_tree_path_get_indices(end) else {
            return nil
        }
        return (Int(first.pointee), Int(last.pointee))
    }

    private func flipDone(at index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].isDone.toggle()
        var iter = GtkTreeIter()
        guard gtk_tree_model_iter_nth_child(OpaquePointer(store), &iter, nil, Int32(index)) != 0 else { return }
        var value = GValue()
        g_value_init(&value, gtkui_type_boolean())
        g_value_set_boolean(&value, items[index].isDone ? 1 : 0)
        gtk_list_store_set_value(store, &iter, Self.doneColumn, &value)
        g_value_unset(&value)
    }
}
