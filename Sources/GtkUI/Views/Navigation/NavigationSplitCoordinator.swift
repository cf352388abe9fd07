/// Keeps a split view's column boxes: which are shown, how wide, and the title of the most
/// specific shown column.
@MainActor
final class NavigationSplitCoordinator {
    let model: NavigationSplitModel
    /// The page around this split view when it is nested in a navigation container; nil for the
    /// outermost, which sets the window title.
    var enclosing: NavigationTitleScope?
    /// Borrowed: the panes hold them.
    private var columns: [WidgetPointer] = []
    /// The paned whose position is each column's width.
    private var panes: [UnsafeMutablePointer<GtkPaned>] = []
    private var shown = [true, true, true]
    /// The ideal width last applied to each column, so that a user's drag is not undone by
    /// updates that bring the same width.
    private var appliedIdeal: [Double?] = [nil, nil, nil]

    init(model: NavigationSplitModel) {
        self.model = model
        model.titles.visiblePages = { [weak self] in
            guard let self else { return [] }
            return [2, 1, 0].filter { self.shown[$0] }.map { self.model.columns[$0] }
        }
        for column in model.columns {
            column.onChange = { [weak self] in self?.titlesChanged() }
        }
        model.widthChanged = { [weak self] index in self?.applyWidth(of: index) }
    }

    func attach(columns: [WidgetPointer], panes: [UnsafeMutablePointer<GtkPaned>]) {
        self.columns = columns
        self.panes = panes
        for index in 0..<3 { applyWidth(of: index) }
        // Until a width is asked for, the sidebar starts as wide as GNOME's sidebars.
        if appliedIdeal[0] == nil { gtk_paned_set_position(panes[0], 220) }
        if appliedIdeal[1] == nil, panes[1] != panes[0] { gtk_paned_set_position(panes[1], 280) }
    }

    /// Shows the columns marked in `wanted` and hides the others.
    func show(_ wanted: [Bool]) {
        let changed = wanted != shown
        shown = wanted
        for (index, column) in columns.enumerated() where (gtk_widget_get_visible(column) != 0) != wanted[index] {
            gtk_widget_set_visible(column, wanted[index] ? 1 : 0)
        }
        if changed { titlesChanged() }
    }

    /// Tells the window, or the navigation container around, that the shown title may have changed.
    func titlesChanged() {
        if let enclosing {
            enclosing.onChange?()
        } else if let outer = columns.first.flatMap({ gtk_widget_get_parent($0) }) {
            NavigationWindowTitle.apply(model.titles.title, near: outer)
        }
    }

    func add(_ child: WidgetPointer, at placement: ChildPlacement) {
        let index = min(max(placement.containerValues.navigationSplitColumn, 0), 2)
        let column = columns[index]
        let before = columns[..<index].reduce(0) { $0 + ContainerChildren.children(of: $1).count }
        gtk_container_add(column.cast(), child)
        let position = min(max(placement.index - before, 0), ContainerChildren.children(of: column).count - 1)
        gtk_box_reorder_child(column.cast(), child, Int32(position))
        // A column's views fill it, as a sidebar list and a detail page should.
        gtk_box_set_child_packing(column.cast(), child, 1, 1, 0, GTK_PACK_START)
    }

    func remove(_ child: WidgetPointer) {
        guard let parent = gtk_widget_get_parent(child), columns.contains(parent) else { return }
        gtk_container_remove(parent.cast(), child)
    }

    /// Gives the window its own title back when this was the outermost navigation container.
    func dismantle() {
        if enclosing == nil, let outer = columns.first.flatMap({ gtk_widget_get_parent($0) }) {
            NavigationWindowTitle.apply(nil, near: outer)
        }
    }

    /// Applies the innermost width request of column `index`: its minimum as the box's width
    /// request, its ideal as the pane's position (the inner pane's for the content column).
    private func applyWidth(of index: Int) {
        guard index < columns.count, index < 2 else { return }
        let width = model.widths[index]
        let minimum = width?.min.map { ClampedLength.pixels($0, "column width", minimum: 0) } ?? -1
        gtk_widget_set_size_request(columns[index], minimum, -1)
        guard let ideal = width?.ideal, ideal != appliedIdeal[index] else { return }
        appliedIdeal[index] = ideal
        gtk_paned_set_position(panes[index], ClampedLength.pixels(ideal, "column width", minimum: 0))
    }
}
