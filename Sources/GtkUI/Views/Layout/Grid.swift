/// Views in rows and columns (`GtkGrid`): each ``GridRow`` is a row whose children are cells, in
/// columns as wide as their widest cell; any other child is a row of its own spanning every
/// column (a ``Divider`` between rows, say). ``View/gridCellColumns(_:)`` makes a cell span more
/// columns.
///
/// Cells keep their own size and are placed in their cell by `alignment` (a ``GridRow``'s
/// alignment overrides the vertical part), unless flexible along an axis, where they fill. Unlike
/// SwiftUI, a row's own alignment is applied as cells are placed; a later change of a cell's
/// flexibility realigns it by the grid's alignment. A child across every column fills the grid's
/// width but does not widen the grid (its horizontal expand is turned off).
///
/// ``View/gridColumnAlignment(_:)`` aligns a column and ``View/gridCellAnchor(_:)`` a cell (GTK
/// places a cell at its start, centre or end, so an anchor's coordinates are rounded to those),
/// both as cells are placed. ``View/gridCellUnsizedAxes(_:)`` makes a cell fill without expanding.
/// For SwiftUI's sizing of flexible cells and guides lined up across a row, use ``GridLayout``.
public struct Grid<Content: View> {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid of the rows the closure builds. Nil spacing is 8 pixels; a negative one is 0, with
    /// one warning.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Grid: View {}

extension Grid: PrimitiveContainerView {
    var representable: GridContainer<Content> {
        GridContainer(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
            content: content)
    }
}

/// The `GtkGrid` behind ``Grid``.
struct GridContainer<Content: View>: GtkContainerRepresentable {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkGrid> { gtk_grid_new()!.cast() }

    /// Applies the spacing and the cells' alignment.
    func updateWidget(_ grid: UnsafeMutablePointer<GtkGrid>, context: Context) {
        GridPlacement.setSpacing(horizontalSpacing, verticalSpacing, on: grid, view: "Grid")
        ChildAlignment.set(
            on: grid.cast(), horizontal: alignment.horizontal.gtkAlign, vertical: alignment.vertical.gtkAlign)
    }

    func makeCoordinator() -> GridPlacement { GridPlacement() }

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to grid: UnsafeMutablePointer<GtkGrid>, context: Context
    ) {
        context.coordinator.insert(child, at: placement)
        layOut(grid, context.coordinator)
    }

    func removeChild(_ child: WidgetPointer, from grid: UnsafeMutablePointer<GtkGrid>, context: Context) {
        context.coordinator.remove(child, from: grid)
        layOut(grid, context.coordinator)
    }

    func moveChild(
        _ child: WidgetPointer, to placement: ChildPlacement, in grid: UnsafeMutablePointer<GtkGrid>, context: Context
    ) {
        context.coordinator.move(child, to: placement)
        layOut(grid, context.coordinator)
    }

    func updateChild(
        _ child: WidgetPointer, placement: ChildPlacement, in grid: UnsafeMutablePointer<GtkGrid>, context: Context
    ) {
        context.coordinator.update(child, values: placement.containerValues)
        layOut(grid, context.coordinator)
    }

    /// GTK's nearest alignment to a unit point's coordinate: start, centre or end.
    private static func gtkAlign(_ fraction: CGFloat) -> GtkAlign {
        fraction <= 0.25 ? GTK_ALIGN_START : fraction >= 0.75 ? GTK_ALIGN_END : GTK_ALIGN_CENTER
    }

    /// Cells are not in a stack: a ``Spacer`` grows both ways, a ``Divider`` lies flat.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = nil
    }

    /// Places the rows' cells left to right and the grid's own children across every column.
    private func layOut(_ grid: UnsafeMutablePointer<GtkGrid>, _ placement: GridPlacement) {
        var cells: [WidgetPointer: GridCell] = [:]
        var spanning: [WidgetPointer] = []
        var row = -1
        var column = 0
        var columnCount = 1
        for child in placement.children {
            let values = placement.values[child] ?? ContainerValues()
            if values.gridRowStart {
                row += 1
                column = 0
            } else if values.gridRowMember != nil, row >= 0 {
                let span = values.gridCellColumns
                ControlSupport.warn(
                    if: span < 1, on: child, key: "gtkui-grid-cell-columns",
                    "GtkUI: gridCellColumns(\(span)) is below 1; the cell spans one column")
                cells[child] = GridCell(column: column, row: row, columns: max(1, span))
                column += max(1, span)
                columnCount = max(columnCount, column)
            } else {
                row += 1
                cells[child] = GridCell(column: 0, row: row)
                spanning.append(child)
            }
        }
        for child in spanning { cells[child]?.columns = columnCount }
        let spanningSet = Set(spanning)
        // The first gridColumnAlignment set in each column applies to the whole column.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for child in placement.children {
            guard let cell = cells[child], cell.columns == 1, !spanningSet.contains(child),
                columnAlignments[cell.column] == nil,
                let guide = placement.values[child]?.gridColumnAlignment
            else { continue }
            columnAlignments[cell.column] = guide
        }
        placement.apply(
            cells, to: grid,
            prepare: { child in
                let unsized = placement.values[child]?.gridCellUnsizedAxes ?? []
                // As in SwiftUI, a child across every column (a divider) takes the grid's width
                // without widening it; an unsized axis fills its cell without expanding.
                if spanningSet.contains(child) || unsized.contains(.horizontal), gtk_widget_get_hexpand(child) != 0 {
                    gtk_widget_set_hexpand(child, 0)
                    gtk_widget_set_halign(child, GTK_ALIGN_FILL)
                }
                if unsized.contains(.vertical), gtk_widget_get_vexpand(child) != 0 {
                    gtk_widget_set_vexpand(child, 0)
                    gtk_widget_set_valign(child, GTK_ALIGN_FILL)
                }
            }
        ) { child in
            let values = placement.values[child] ?? ContainerValues()
            if spanningSet.contains(child) { gtk_widget_set_halign(child, GTK_ALIGN_FILL) }
            if values.gridCellUnsizedAxes.contains(.horizontal) { gtk_widget_set_halign(child, GTK_ALIGN_FILL) }
            if values.gridCellUnsizedAxes.contains(.vertical) { gtk_widget_set_valign(child, GTK_ALIGN_FILL) }
            let wide = gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) != 0
            let tall = gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) != 0
            if let anchor = values.gridCellAnchor {
                if !wide { gtk_widget_set_halign(child, Self.gtkAlign(anchor.x)) }
                if !tall { gtk_widget_set_valign(child, Self.gtkAlign(anchor.y)) }
                return
            }
            guard let rowAlignment = values.gridRowMember?.alignment, !tall else { return }
            gtk_widget_set_valign(child, rowAlignment.gtkAlign)
        }
        // A column's alignment may come from a later row, so it reaches the cells already placed.
        guard !columnAlignments.isEmpty else { return }
        for child in placement.children {
            guard let cell = cells[child], cell.columns == 1, !spanningSet.contains(child),
                let guide = columnAlignments[cell.column], placement.values[child]?.gridCellAnchor == nil,
                gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) == 0
            else { continue }
            gtk_widget_set_halign(child, guide.gtkAlign)
        }
    }
}
