/// A ``Table``'s header: a row of flat buttons, as GtkTreeView's column headers, in a scrolled
/// window that follows the rows' horizontal scrolling (``TableLayout`` links the two).
struct TableHeader: View {
    let columns: [TableHeaderColumn]
    /// Called with a column's position when its header is clicked; nil when the table does not sort.
    let onSort: (@MainActor (Int) -> Void)?
    /// Called with a column's position and the width its edge was dragged to.
    let onResize: @MainActor (Int, Double) -> Void

    /// The style class that marks the header's scrolled window.
    static var styleClass: String { "gtkui-table-header-scroller" }

    /// Whether `widget` is a table header's scrolled window.
    @MainActor
    static func isHeader(_ widget: WidgetPointer) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(widget), styleClass) != 0
    }
}

extension TableHeader: PrimitiveView {
    var representable: TableHeaderWidget {
        TableHeaderWidget(columns: columns, onSort: onSort, onResize: onResize)
    }
}

/// The GtkScrolledWindow behind ``TableHeader``; its coordinator keeps the buttons.
struct TableHeaderWidget: GtkWidgetRepresentable {
    let columns: [TableHeaderColumn]
    let onSort: (@MainActor (Int) -> Void)?
    let onResize: @MainActor (Int, Double) -> Void

    func makeCoordinator() -> TableHeaderCoordinator { TableHeaderCoordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkScrolledWindow> {
        TableStyleSheet.install()
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        // The rows' scrolled window scrolls the table across; the header only follows it.
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        StyleClasses.set(TableHeader.styleClass, on: scrolled, true)
        gtk_container_add(scrolled.cast(), context.coordinator.box)
        if let viewport = gtk_bin_get_child(scrolled.cast()) {
            gtk_viewport_set_shadow_type(viewport.cast(), GTK_SHADOW_NONE)
        }
        gtk_widget_show_all(scrolled)
        return scrolled.cast()
    }

    /// Shows the columns' titles, widths and sort arrows.
    func updateWidget(_ scrolled: UnsafeMutablePointer<GtkScrolledWindow>, context: Context) {
        let coordinator = context.coordinator
        coordinator.onSort = onSort
        coordinator.onResize = onResize
        coordinator.show(columns)
    }
}
