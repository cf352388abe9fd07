import GtkUI

/// What a scrolled window shows, read from its widget tree: the row labels in its viewport and
/// the labels mounted in it.
@MainActor
enum ViewportRows {
    /// A row label that is drawable and at least partly inside the viewport.
    struct VisibleRow {
        /// The item number read from the label's text (`"Item 42: 0"` → 42).
        let item: Int
        /// The label.
        let label: WidgetPointer
        /// The label's vertical centre, relative to the scrolled window.
        let centre: Int32
    }

    /// Every widget in the subtree of `root`, `root` first, internal children included (a
    /// button's label, a check button's label): `gtk_container_forall`, not `_foreach`.
    static func descendants(of root: WidgetPointer) -> [WidgetPointer] {
        let collector = Collector()
        var index = 0
        collector.widgets.append(root)
        while index < collector.widgets.count {
            let widget = collector.widgets[index]
            index += 1
            guard widget.isInstance(of: gtk_container_get_type()) else { continue }
            gtk_container_forall(
                widget.cast(),
                { child, data in
                    guard let child, let data else { return }
                    Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().widgets.append(child)
                }, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.widgets
    }

    /// The `GtkLabel`s in the subtree of `root` (internal children included).
    static func labelCount(in root: WidgetPointer) -> Int {
        let labelType = gtk_label_get_type()
        return descendants(of: root).reduce(0) { $0 + ($1.isInstance(of: labelType) ? 1 : 0) }
    }

    /// The first `GtkScrolledWindow` in the subtree of `root`, breadth first.
    static func firstScrolledWindow(in root: WidgetPointer) -> WidgetPointer? {
        descendants(of: root).first { $0.isInstance(of: gtk_scrolled_window_get_type()) }
    }

    /// The row labels (text `"Item N: …"`) that are drawable and overlap the scrolled window's
    /// visible height, top to bottom.
    static func visibleRows(in scrolled: WidgetPointer) -> [VisibleRow] {
        let height = gtk_widget_get_allocated_height(scrolled)
        let labelType = gtk_label_get_type()
        var rows: [VisibleRow] = []
        for widget in descendants(of: scrolled) where widget.isInstance(of: labelType) {
            guard gtk_widget_is_drawable(widget) != 0, let text = gtk_label_get_text(widget.cast()),
                let item = LongListItem.itemNumber(inText: String(cString: text))
            else { continue }
            var x: Int32 = 0
            var y: Int32 = 0
            guard gtk_widget_translate_coordinates(widget, scrolled, 0, 0, &x, &y) != 0 else { continue }
            let labelHeight = gtk_widget_get_allocated_height(widget)
            if y + labelHeight > 0 && y < height {
                rows.append(VisibleRow(item: item, label: widget, centre: y + labelHeight / 2))
            }
        }
        return rows.sorted { $0.centre < $1.centre }
    }

    /// The visible row whose centre is nearest the middle of the viewport.
    static func middleRow(in scrolled: WidgetPointer) -> VisibleRow? {
        let middle = gtk_widget_get_allocated_height(scrolled) / 2
        return visibleRows(in: scrolled).min { abs($0.centre - middle) < abs($1.centre - middle) }
    }

    private final class Collector {
        var widgets: [WidgetPointer] = []
    }

    /// The text of the label of `item`'s row, when that row is on screen.
    static func text(ofItem item: Int?, in scrolledWindow: WidgetPointer) -> String? {
        guard let item, let row = visibleRows(in: scrolledWindow).first(where: { $0.item == item }),
            let text = gtk_label_get_text(row.label.cast())
        else { return nil }
        return String(cString: text)
    }
}
