/// The container behind ``LazyVGrid`` (`axis` vertical: items are columns, filled row by row) and
/// ``LazyHGrid`` (items are rows, filled column by column).
struct LazyGridContainer<Content: View>: GtkContainerRepresentable {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Double?
    let content: Content

    private var isFlowing: Bool { items.contains { $0.isAdaptive } }

    /// The space between items: GTK spaces all columns alike, so the largest asked for.
    private var itemSpacing: Double? { items.compactMap(\.spacing).max() }

    /// A flow box for adaptive items, else a grid.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        guard isFlowing else { return gtk_grid_new() }
        let flow = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(flow.cast(), GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(flow.cast(), 1)
        gtk_flow_box_set_max_children_per_line(flow.cast(), 1000)
        if axis == .horizontal { gtk_orientable_set_orientation(OpaquePointer(flow), GTK_ORIENTATION_VERTICAL) }
        return flow
    }

    /// Applies spacing, alignment and the flexibility of the items.
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let vertical = axis == .vertical
        let (columnSpacing, rowSpacing) = vertical ? (itemSpacing, spacing) : (spacing, itemSpacing)
        ChildAlignment.set(on: widget, horizontal: alignment.horizontal.gtkAlign, vertical: alignment.vertical.gtkAlign)
        if isFlowing {
            // Adaptive columns take the width they are offered, as many as fit.
            if vertical, gtk_widget_get_hexpand(widget) == 0 { gtk_widget_set_hexpand(widget, 1) }
            if !vertical, gtk_widget_get_vexpand(widget) == 0 { gtk_widget_set_vexpand(widget, 1) }
            setFlowSpacing(widget, columnSpacing, rowSpacing)
            return
        }
        let grid: UnsafeMutablePointer<GtkGrid> = widget.cast()
        GridPlacement.setSpacing(columnSpacing, rowSpacing, on: grid, view: vertical ? "LazyVGrid" : "LazyHGrid")
        // Flexible items share the free space equally, as in SwiftUI.
        let homogeneous: gboolean = items.allSatisfy(\.isFlexible) ? 1 : 0
        if vertical, gtk_grid_get_column_homogeneous(grid) != homogeneous {
            gtk_grid_set_column_homogeneous(grid, homogeneous)
        }
        if !vertical, gtk_grid_get_row_homogeneous(grid) != homogeneous {
            gtk_grid_set_row_homogeneous(grid, homogeneous)
        }
    }

    func makeCoordinator() -> GridPlacement { GridPlacement() }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to widget: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        guard !isFlowing else { return insertFlowing(child, at: placement.isAtEnd ? -1 : placement.index, widget) }
        context.coordinator.insert(child, at: placement)
        layOut(widget.cast(), context.coordinator)
    }

    func removeChild(_ child: WidgetPointer, from widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
        guard !isFlowing else { return removeFlowing(child, widget) }
        context.coordinator.remove(child, from: widget.cast())
        layOut(widget.cast(), context.coordinator)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in widget: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        guard !isFlowing else {
            g_object_ref(child.gObject)
            removeFlowing(child, widget)
            insertFlowing(child, at: placement.index, widget)
            g_object_unref(child.gObject)
            return
        }
        context.coordinator.move(child, to: placement)
        layOut(widget.cast(), context.coordinator)
    }

    /// Container values do not change a cell's place.
    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in widget: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {}

    /// Cells are not in a stack.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = nil
    }

    /// Child `index` goes to item `index % count` of line `index / count`; a fixed item's cells
    /// are as long as the item.
    private func layOut(_ grid: UnsafeMutablePointer<GtkGrid>, _ placement: GridPlacement) {
        guard !items.isEmpty else { return }
        let count = items.count
        var cells: [WidgetPointer: GridCell] = [:]
        for (index, child) in placement.children.enumerated() {
            let item = index % count
            let line = index / count
            cells[child] = axis == .vertical ? GridCell(column: item, row: line) : GridCell(column: line, row: item)
        }
        // A flexible item's cells expand, so GTK shares the free space among those columns; a
        // fixed item's cells are as long as the item.
        placement.apply(
            cells, to: grid,
            prepare: { child in
                guard let cell = cells[child] else { return }
                let item = items[axis == .vertical ? cell.column : cell.row]
                let length = item.length ?? -1
                let expand: gboolean = item.isFlexible ? 1 : 0
                if axis == .vertical {
                    gtk_widget_set_size_request(child, length, -1)
                    if gtk_widget_get_hexpand(child) != expand { gtk_widget_set_hexpand(child, expand) }
                } else {
                    gtk_widget_set_size_request(child, -1, length)
                    if gtk_widget_get_vexpand(child) != expand { gtk_widget_set_vexpand(child, expand) }
                }
            })
    }

    /// Inserts into the flow box, which wraps the child in a `GtkFlowBoxChild` at least as long
    /// as the adaptive minimum.
    private func insertFlowing(_ child: WidgetPointer, at index: Int, _ flow: UnsafeMutablePointer<GtkWidget>) {
        gtk_flow_box_insert(flow.cast(), child, Int32(index))
        guard let wrapper = gtk_widget_get_parent(child) else { return }
        let minimum = items.first { $0.isAdaptive }?.length ?? -1
        if axis == .vertical {
            gtk_widget_set_size_request(wrapper, minimum, -1)
        } else {
            gtk_widget_set_size_request(wrapper, -1, minimum)
        }
        gtk_widget_show(wrapper)
        ChildAlignment.align(child, in: flow)
    }

    /// Takes the child out of its wrapper first, so removing the wrapper cannot destroy it.
    private func removeFlowing(_ child: WidgetPointer, _ flow: UnsafeMutablePointer<GtkWidget>) {
        guard let wrapper = gtk_widget_get_parent(child), gtk_widget_get_parent(wrapper) == flow else { return }
        gtk_container_remove(wrapper.cast(), child)
        gtk_container_remove(flow.cast(), wrapper)
    }

    private func setFlowSpacing(_ flow: UnsafeMutablePointer<GtkWidget>, _ column: Double?, _ row: Double?) {
        let spacing = GridPlacement.spacing(column, row, on: flow, view: axis == .vertical ? "LazyVGrid" : "LazyHGrid")
        let flowBox: UnsafeMutablePointer<GtkFlowBox> = flow.cast()
        if gtk_flow_box_get_column_spacing(flowBox) != spacing.column {
            gtk_flow_box_set_column_spacing(flowBox, spacing.column)
        }
        if gtk_flow_box_get_row_spacing(flowBox) != spacing.row { gtk_flow_box_set_row_spacing(flowBox, spacing.row) }
    }
}
