import GtkUI

/// One widget row per item in a `GtkBox` in a `GtkScrolledWindow`, written by hand: the
/// benchmark's ``ImperativeList`` (label, check button, push button per row), at the large
/// list size (10k rows) rather than the long list's 100k, which GTK 3 cannot lay out in
/// reasonable time.
@MainActor
final class WidgetBoxLongList: LongListUnderTest {
    static var key: String { "box" }
    static var title: String { "GtkBox of widget rows (C)" }
    static var isDeclarative: Bool { false }
    static var isEager: Bool { true }

    let scrolledWindow: WidgetPointer
    private let list: ImperativeList
    private var preparedItem: Int?

    init(items: [LongListItem]) {
        list = ImperativeList(items: items.map { Item(id: $0.id, title: $0.title) })
        scrolledWindow = gtk_scrolled_window_new(nil, nil)
        gtk_container_add(scrolledWindow.cast(), list.widget)
        gtk_widget_show_all(scrolledWindow)
    }

    var widget: WidgetPointer { scrolledWindow }

    func visibleRowCount() -> Int { ViewportRows.visibleRows(in: scrolledWindow).count }

    func prepareTextChange() -> Int? {
        guard let row = ViewportRows.middleRow(in: scrolledWindow) else { return nil }
        // Item numbers are row indices: this part never inserts, moves or removes.
        list.prepareRowChange(at: row.item)
        preparedItem = row.item
        return row.item
    }

    /// `gtk_label_set_text` on the row's label.
    func changeText() {
        list.changeRow()
    }

    func preparedRowText() -> String? {
        ViewportRows.text(ofItem: preparedItem, in: scrolledWindow)
    }

    func tearDown() {
        preparedItem = nil
        list.tearDown()
    }
}
