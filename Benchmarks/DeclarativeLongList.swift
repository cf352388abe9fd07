import GtkUI

/// A declarative long list (``LongListContent``) in a ``HostingWidget``; a row's text changes
/// through the model, as `gtk_list_store_set` changes the tree view's.
@MainActor
final class DeclarativeLongList<Content: LongListContent>: LongListUnderTest {
    static var key: String { Content.key }
    static var title: String { Content.title }
    static var isDeclarative: Bool { true }
    static var isEager: Bool { false }

    private let model: LongListModel
    private var host: HostingWidget<Content>?
    private var preparedItem: Int?
    let scrolledWindow: WidgetPointer

    init(items: [LongListItem]) {
        model = LongListModel(items: items)
        let host = HostingWidget(rootView: Content(model: model))
        self.host = host
        guard let scrolled = ViewportRows.firstScrolledWindow(in: host.widget) else {
            fatalError("Benchmarks: \(Content.title) put no GtkScrolledWindow into its host")
        }
        scrolledWindow = scrolled
    }

    var widget: WidgetPointer {
        guard let host else { fatalError("Benchmarks: the list was torn down") }
        return host.widget
    }

    func visibleRowCount() -> Int { ViewportRows.visibleRows(in: scrolledWindow).count }

    func prepareTextChange() -> Int? {
        preparedItem = ViewportRows.middleRow(in: scrolledWindow)?.item
        return preparedItem
    }

    /// Raises the item's counter in the model and runs the update now.
    func changeText() {
        guard let preparedItem else { fatalError("Benchmarks: no row prepared") }
        model.items[preparedItem].count += 1
        host?.flushUpdates()
    }

    func preparedRowText() -> String? {
        ViewportRows.text(ofItem: preparedItem, in: scrolledWindow)
    }

    func tearDown() {
        preparedItem = nil
        host = nil
    }
}
