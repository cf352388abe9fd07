/// The rows of a lazy grid as its lazy container sees them: one row per line of cells (a row of
/// a ``LazyVGrid``, a column of a ``LazyHGrid``), made only when the line is on screen.
///
/// Adaptive items fit as many cells in a line as the container's width allows, so the lines are
/// described again when that width changes.
struct GridLines<Content: View>: View {
    let axis: Axis
    let items: [GridItem]
    /// Pixels between the cells of a line.
    let cellSpacing: Int
    let alignment: Alignment
    let content: Content

    /// Outside a lazy container a grid is never mounted this way; the content alone stands in.
    var body: Content { content }

    /// The number of cells in a line, for a container `crossLength` pixels across.
    func cellsPerLine(crossLength: Int) -> Int {
        guard let adaptive = items.first(where: \.isAdaptive), let minimum = adaptive.length else {
            return max(1, items.count)
        }
        return max(1, (crossLength + cellSpacing) / (Int(minimum) + cellSpacing))
    }
}

extension GridLines: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        let store = plan.store
        var cells = LazyRowPlan(content: EmptyView(), store: store)
        cells.append(content, source: source)
        if items.contains(where: \.isAdaptive) { store.readsCrossLength = true }
        let perLine = cellsPerLine(crossLength: store.crossLength)
        let isAdaptive = items.contains(where: \.isAdaptive)
        let columns = isAdaptive ? Array(repeating: GridItem(.flexible()), count: perLine) : items
        let lines = (cells.count + perLine - 1) / perLine
        let axis = axis
        let spacing = cellSpacing
        let alignment = alignment
        plan.append(
            LazyRowPlan.Segment(
                count: lines, source: source, role: .row, id: { AnyHashable(cells.key(at: $0 * perLine)) },
                makeView: { line in
                    let range = (line * perLine)..<min(cells.count, line * perLine + perLine)
                    return GridLine(
                        axis: axis, items: columns, spacing: spacing, alignment: alignment,
                        cells: range.map { cells.view(at: $0) })
                }, depth: nil, editing: nil))
    }
}

/// One line of a lazy grid: its cells side by side (a row of a vertical grid, a column of a
/// horizontal one), each as long as its item, empty places where the last line ends early.
struct GridLine: View {
    let axis: Axis
    let items: [GridItem]
    let spacing: Int
    let alignment: Alignment
    let cells: [any View]

    var body: some View {
        if axis == .vertical {
            HStack(alignment: alignment.vertical, spacing: Double(spacing)) { places }
        } else {
            VStack(alignment: alignment.horizontal, spacing: Double(spacing)) { places }
        }
    }

    private var places: some View {
        ForEach(0..<items.count, id: \.self) { index in
            place(index < cells.count ? AnyView(erasing: cells[index]) : AnyView(Color.clear), item: items[index])
        }
    }

    /// A fixed item's cell is as long as the item; a flexible one shares the line's free space.
    @ViewBuilder
    private func place(_ cell: AnyView, item: GridItem) -> some View {
        let cellAlignment = item.alignment ?? alignment
        if let length = item.length, !item.isAdaptive {
            if axis == .vertical {
                cell.frame(width: Double(length), alignment: cellAlignment)
            } else {
                cell.frame(height: Double(length), alignment: cellAlignment)
            }
        } else if axis == .vertical {
            cell.frame(maxWidth: .infinity, alignment: cellAlignment)
        } else {
            cell.frame(maxHeight: .infinity, alignment: cellAlignment)
        }
    }
}
