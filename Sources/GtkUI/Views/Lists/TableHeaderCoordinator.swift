/// Keeps the buttons of a ``TableHeader``: one per column, each with a title, a sort arrow and a
/// grip on its right edge that resizes the column when dragged.
@MainActor
final class TableHeaderCoordinator {
    /// The box of header cells, owned through `reference` (the scrolled window holds it too).
    let box: WidgetPointer
    private let reference: GObjectReference<GtkWidget>
    var onSort: (@MainActor (Int) -> Void)?
    var onResize: @MainActor (Int, Double) -> Void = { _, _ in }
    private var columns: [TableHeaderColumn] = []
    private var cells: [Cell] = []
    /// The column being resized, with where the drag started and the width then.
    private var drag: (index: Int, startX: Double, startWidth: Double)?

    /// One column's header: the button and the grip laid over its right edge. Borrowed: the box
    /// holds them until ``show(_:)`` destroys a cell that is no longer needed.
    private struct Cell {
        let overlay: WidgetPointer
        let button: WidgetPointer
        let label: WidgetPointer
        let arrow: WidgetPointer
        let grip: WidgetPointer
    }

    /// Pixels of a header's right edge that the grip covers.
    static var gripWidth: Int32 { 6 }
    /// The row inset at each end of a list row, which the first and last headers take in too.
    static var rowInset: Double { 12 }

    init() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        reference = GObjectReference(adopting: box)
        self.box = box
        StyleClasses.set("gtkui-table-header", on: box, true)
    }

    /// Brings the cells in line with `columns`: adds or removes cells, then sets what changed.
    func show(_ columns: [TableHeaderColumn]) {
        while cells.count < columns.count { cells.append(makeCell(index: cells.count)) }
        while cells.count > columns.count, let cell = cells.popLast() { gtk_widget_destroy(cell.overlay) }
        // The first and last headers take in the rows' insets, so a new count restyles them all.
        let countChanged = columns.count != self.columns.count
        for (index, column) in columns.enumerated() where countChanged || self.columns[index] != column {
            apply(column, to: cells[index], index: index, count: columns.count)
        }
        self.columns = columns
    }

    private func apply(_ column: TableHeaderColumn, to cell: Cell, index: Int, count: Int) {
        if String(cString: gtk_label_get_text(cell.label.cast())) != column.title {
            gtk_label_set_text(cell.label.cast(), column.title)
        }
        var width = column.width
        // The rows are inset from the table's edges; the first and last headers reach the edges.
        if index == 0 { width += Self.rowInset }
        if index == count - 1 { width += Self.rowInset }
        gtk_widget_set_size_request(cell.overlay, Int32(ClampedLength.pixels(width).pixels), -1)
        gtk_widget_set_hexpand(cell.overlay, index == count - 1 ? 1 : 0)
        gtk_widget_set_margin_start(cell.label, index == 0 ? Int32(Self.rowInset) : 0)
        if let order = column.sortOrder {
            // GTK's own sort indicators: a downward arrow for ascending, as in GtkTreeView.
            let icon = order == .forward ? "pan-down-symbolic" : "pan-up-symbolic"
            gtk_image_set_from_icon_name(cell.arrow.cast(), icon, GTK_ICON_SIZE_MENU)
            gtk_widget_show(cell.arrow)
        } else {
            gtk_widget_hide(cell.arrow)
        }
        StyleClasses.set("gtkui-table-sortable", on: cell.button, column.isSortable)
        gtk_widget_set_visible(cell.grip, column.isResizable ? 1 : 0)
    }

    private func makeCell(index: Int) -> Cell {
        let overlay = gtk_overlay_new()!
        let button = gtk_button_new()!
        gtk_widget_set_focus_on_click(button, 0)
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(label, 1)
        let arrow = gtk_image_new()!
        gtk_container_add(content.cast(), label)
        gtk_container_add(content.cast(), arrow)
        gtk_container_add(button.cast(), content)
        gtk_container_add(overlay.cast(), button)
        let grip = gtk_event_box_new()!
        StyleClasses.set("gtkui-table-resizer", on: grip, true)
        gtk_widget_set_size_request(grip, Self.gripWidth, -1)
        gtk_widget_set_halign(grip, GTK_ALIGN_END)
        gtk_widget_add_events(
            grip,
            Int32(
                GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
                    | GDK_POINTER_MOTION_MASK.rawValue))
        gtk_overlay_add_overlay(overlay.cast(), grip)
        gtk_widget_show_all(overlay)
        // The arrow and the grip show only where they apply, also after a gtk_widget_show_all.
        gtk_widget_set_no_show_all(arrow, 1)
        gtk_widget_set_no_show_all(grip, 1)
        gtk_widget_hide(arrow)
        gtk_container_add(box.cast(), overlay)
        connect(button: button, grip: grip, index: index)
        return Cell(overlay: overlay, button: button, label: label, arrow: arrow, grip: grip)
    }

    private func connect(button: WidgetPointer, grip: WidgetPointer, index: Int) {
        Signals.connect(button, "clicked") { [weak self] _ in self?.onSort?(index) }
        Signals.connect(grip, "realize") { _ in
            guard let window = gtk_widget_get_window(grip),
                let cursor = gdk_cursor_new_from_name(gtk_widget_get_display(grip), "col-resize")
            else { return }
            gdk_window_set_cursor(window, cursor)
            g_object_unref(UnsafeMutableRawPointer(cursor))
        }
        Signals.connect(grip, "button-press-event") { [weak self] arguments -> Bool in
            guard let self, let event = arguments[1].pointer(to: GdkEventButton.self)?.pointee,
                event.button == 1, event.type == GDK_BUTTON_PRESS, index < columns.count
            else { return false }
            drag = (index, event.x_root, columns[index].width)
            return true
        }
        Signals.connect(grip, "motion-notify-event") { [weak self] arguments -> Bool in
            guard let self, let drag, drag.index == index,
                let event = arguments[1].pointer(to: GdkEventMotion.self)?.pointee
            else { return false }
            resize(by: event.x_root - drag.startX, in: grip)
            return true
        }
        Signals.connect(grip, "button-release-event") { [weak self] arguments -> Bool in
            guard let self, drag?.index == index else { return false }
            drag = nil
            return true
        }
    }

    /// Resizes the dragged column to its width at the start plus `offset`, within its bounds.
    private func resize(by offset: Double, in grip: WidgetPointer) {
        guard let drag, drag.index < columns.count else { return }
        let column = columns[drag.index]
        // In right-to-left text the right edge is the column's leading one.
        let delta = gtk_widget_get_direction(grip) == GTK_TEXT_DIR_RTL ? -offset : offset
        let width = min(max((drag.startWidth + delta).rounded(), column.minimum), column.maximum)
        guard width != column.width else { return }
        onResize(drag.index, width)
    }
}
