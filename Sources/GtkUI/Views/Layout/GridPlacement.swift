/// A cell of a `GtkGrid`: its column and row, and how many columns and rows it spans.
struct GridCell: Equatable {
    var column: Int
    var row: Int
    var columns = 1
    var rows = 1
}

/// The children of a grid container in order, with their container values, and the cells they
/// are attached at. The cells follow from the order (a child moved or inserted early moves the
/// ones after it), so each change recomputes them all; only children whose cell changed are
/// attached again, so their widgets are kept.
@MainActor
final class GridPlacement {
    /// The children in order; borrowed, their nodes own them.
    private(set) var children: [WidgetPointer] = []
    private(set) var values: [WidgetPointer: ContainerValues] = [:]
    /// Where each attached child is; a child with no cell is kept out of the grid.
    private var attached: [WidgetPointer: GridCell] = [:]

    /// Records `child` at `placement`.
    func insert(_ child: WidgetPointer, at placement: ChildPlacement) {
        let index = placement.isAtEnd ? children.count : min(placement.index, children.count)
        children.insert(child, at: index)
        values[child] = placement.containerValues
    }

    /// Forgets `child`, taking it out of `grid`.
    func remove(_ child: WidgetPointer, from grid: UnsafeMutablePointer<GtkGrid>) {
        children.removeAll { $0 == child }
        values[child] = nil
        if attached.removeValue(forKey: child) != nil, gtk_widget_get_parent(child) == grid.cast() {
            gtk_container_remove(grid.cast(), child)
        }
    }

    /// Moves `child` to `placement` among the others.
    func move(_ child: WidgetPointer, to placement: ChildPlacement) {
        children.removeAll { $0 == child }
        children.insert(child, at: min(placement.index, children.count))
        values[child] = placement.containerValues
    }

    /// Records new container values of `child`.
    func update(_ child: WidgetPointer, values newValues: ContainerValues) {
        values[child] = newValues
    }

    /// Attaches every child whose cell changed at its new cell, aligned by the grid's rule; a child
    /// with no cell leaves the grid. `prepare` runs on each child attached before it is aligned,
    /// `align` after.
    func apply(
        _ cells: [WidgetPointer: GridCell], to grid: UnsafeMutablePointer<GtkGrid>,
        prepare: (WidgetPointer) -> Void = { _ in }, align: (WidgetPointer) -> Void = { _ in }
    ) {
        for child in children where attached[child] != cells[child] {
            if attached.removeValue(forKey: child) != nil {
                g_object_ref(child.gObject)
                gtk_container_remove(grid.cast(), child)
                g_object_unref(child.gObject)
            }
            guard let cell = cells[child] else { continue }
            gtk_grid_attach(
                grid, child, Int32(cell.column), Int32(cell.row), Int32(cell.columns), Int32(cell.rows))
            attached[child] = cell
            prepare(child)
            ChildAlignment.align(child, in: grid.cast())
            align(child)
        }
        ChildAlignment.flexibilityChanged(grid.cast())
    }

    /// Sets the grid's spacing, a negative one taken as 0 with one warning.
    static func setSpacing(
        _ horizontal: Double?, _ vertical: Double?, on grid: UnsafeMutablePointer<GtkGrid>, view: String
    ) {
        let (columnSpacing, rowSpacing) = spacing(horizontal, vertical, on: grid, view: view)
        if gtk_grid_get_column_spacing(grid) != columnSpacing { gtk_grid_set_column_spacing(grid, columnSpacing) }
        if gtk_grid_get_row_spacing(grid) != rowSpacing { gtk_grid_set_row_spacing(grid, rowSpacing) }
    }

    /// Column and row spacing in pixels: nil is 8, a negative one is 0, with one warning while
    /// either is negative.
    static func spacing(
        _ horizontal: Double?, _ vertical: Double?, on widget: UnsafeMutablePointer<some Any>, view: String
    ) -> (column: UInt32, row: UInt32) {
        let negative = (horizontal ?? 0) < 0 || (vertical ?? 0) < 0
        ControlSupport.warn(
            if: negative, on: widget, key: "gtkui-negative-spacing",
            "GtkUI: \(view) spacing \(horizontal ?? 0), \(vertical ?? 0) is negative; it uses 0")
        let kind = "\(view) spacing"
        return (
            UInt32(ClampedLength.pixels(max(0, horizontal ?? 8), kind)),
            UInt32(ClampedLength.pixels(max(0, vertical ?? 8), kind))
        )
    }
}
