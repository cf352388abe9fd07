import Foundation

/// The rows and columns of a ``GridLayout``'s subviews, and ``Grid``'s rule for sizing and placing
/// them: a column is as wide as its widest cell and a row as tall as its tallest (with the cells'
/// guides lined up), a cell spanning several columns widens them only by what they lack, and the
/// space offered is divided among the columns (then the rows) as a stack divides it among its
/// subviews, the least flexible first.
struct GridArrangement {
    /// One subview in the grid.
    struct Cell {
        /// The subview's offset among the subviews.
        var index: Int
        var row: Int
        var column: Int
        var columns: Int
        /// A child outside any ``GridRow``: a row of its own across every column.
        var spansAll: Bool
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    /// The least, ideal and largest length of a column or row.
    struct Track {
        var minimum: CGFloat = 0
        var ideal: CGFloat = 0
        var maximum: CGFloat = 0
        var flexibility: CGFloat { maximum - minimum }
    }

    /// Column widths and row heights for one proposal, with the gaps between them.
    struct Sizes {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var columnGaps: [CGFloat]
        var rowGaps: [CGFloat]

        var size: CGSize {
            CGSize(
                width: widths.reduce(0, +) + columnGaps.reduce(0, +),
                height: heights.reduce(0, +) + rowGaps.reduce(0, +))
        }
    }

    private(set) var cells: [Cell] = []
    private(set) var rowCount = 0
    private(set) var columnCount = 0
    /// A ``GridRow``'s own vertical alignment, by row.
    private(set) var rowAlignments: [VerticalAlignment?] = []
    /// The first ``View/gridColumnAlignment(_:)`` set in each column.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    /// The grid's structure: the cells of one ``GridRow`` share a row, left to right; any other
    /// subview is a row of its own.
    init(_ subviews: LayoutSubviews) {
        var group: Int?
        var row = -1
        var column = 0
        for (offset, subview) in subviews.enumerated() {
            let child = subview.child
            let values = child.containerValues
            guard let member = values.gridRowMember else {
                row += 1
                group = nil
                rowAlignments.append(nil)
                cells.append(
                    Cell(
                        index: offset, row: row, column: 0, columns: 1, spansAll: true,
                        unsized: values.gridCellUnsizedAxes, anchor: values.gridCellAnchor))
                continue
            }
            if group != child.gridRow {
                group = child.gridRow
                row += 1
                column = 0
                rowAlignments.append(member.alignment)
            }
            var span = values.gridCellColumns
            if span < 1 {
                child.engine.warnOnce("has a cell with gridCellColumns(\(span)), below 1; the cell spans one column")
                span = 1
            }
            cells.append(
                Cell(
                    index: offset, row: row, column: column, columns: span, spansAll: false,
                    unsized: values.gridCellUnsizedAxes, anchor: values.gridCellAnchor))
            column += span
            columnCount = max(columnCount, column)
        }
        rowCount = row + 1
        if !cells.isEmpty { columnCount = max(columnCount, 1) }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for index in cells.indices {
            if cells[index].spansAll {
                cells[index].columns = columnCount
            } else if cells[index].columns == 1, columnAlignments[cells[index].column] == nil {
                let subview = subviews[subviews.startIndex + cells[index].index]
                columnAlignments[cells[index].column] = subview.child.containerValues.gridColumnAlignment
            }
        }
    }

    // MARK: Sizing

    /// The columns' widths and the rows' heights for `proposal`.
    func sizes(
        for proposal: ProposedViewSize, _ subviews: LayoutSubviews, alignment: Alignment,
        spacing: (horizontal: CGFloat?, vertical: CGFloat?)
    ) -> Sizes {
        let columnGaps = gaps(count: columnCount, fixed: spacing.horizontal, subviews, axis: .horizontal)
        let rowGaps = gaps(count: rowCount, fixed: spacing.vertical, subviews, axis: .vertical)
        let columns = columnTracks(subviews, columnGaps)
        let widths = Self.divide(proposal.width.map { $0 - columnGaps.reduce(0, +) }, columns)
        let rows = rowTracks(subviews, widths, columnGaps, alignment: alignment)
        let heights = Self.divide(proposal.height.map { $0 - rowGaps.reduce(0, +) }, rows)
        return Sizes(widths: widths, heights: heights, columnGaps: columnGaps, rowGaps: rowGaps)
    }

    private func columnTracks(_ subviews: LayoutSubviews, _ gaps: [CGFloat]) -> [Track] {
        var tracks = [Track](repeating: Track(), count: columnCount)
        var spanning: [(Cell, Track)] = []
        for cell in cells where !cell.unsized.contains(.horizontal) {
            let subview = subviews[subviews.startIndex + cell.index]
            let track = Track(
                minimum: subview.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width,
                ideal: subview.sizeThatFits(.unspecified).width,
                maximum: subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
            if cell.columns == 1 {
                tracks[cell.column].minimum = max(tracks[cell.column].minimum, track.minimum)
                tracks[cell.column].ideal = max(tracks[cell.column].ideal, track.ideal)
                tracks[cell.column].maximum = max(tracks[cell.column].maximum, track.maximum)
            } else {
                spanning.append((cell, track))
            }
        }
        // A spanning cell widens its columns, equally, only by what they lack together.
        for (cell, track) in spanning {
            let range = cell.column..<(cell.column + cell.columns)
            let between = gaps[cell.column..<(cell.column + cell.columns - 1)].reduce(0, +)
            let count = CGFloat(cell.columns)
            let minimumLack = track.minimum - between - range.reduce(0) { $0 + tracks[$1].minimum }
            let idealLack = track.ideal - between - range.reduce(0) { $0 + tracks[$1].ideal }
            let maximumLack = track.maximum - between - range.reduce(0) { $0 + tracks[$1].maximum }
            for column in range {
                if minimumLack > 0 { tracks[column].minimum += minimumLack / count }
                if idealLack > 0 { tracks[column].ideal += idealLack / count }
                if maximumLack > 0 { tracks[column].maximum += maximumLack / count }
            }
        }
        return tracks.map(Self.ordered)
    }

    private func rowTracks(
        _ subviews: LayoutSubviews, _ widths: [CGFloat], _ gaps: [CGFloat], alignment: Alignment
    ) -> [Track] {
        var tracks = [Track](repeating: Track(), count: rowCount)
        var before = [CGFloat](repeating: 0, count: rowCount)
        var after = [CGFloat](repeating: 0, count: rowCount)
        for cell in cells where !cell.unsized.contains(.vertical) {
            let subview = subviews[subviews.startIndex + cell.index]
            let width = self.width(of: cell, widths, gaps)
            let dimensions = subview.dimensions(in: ProposedViewSize(width: width, height: nil))
            var track = tracks[cell.row]
            track.minimum = max(track.minimum, subview.sizeThatFits(ProposedViewSize(width: width, height: 0)).height)
            track.ideal = max(track.ideal, dimensions.height)
            track.maximum = max(
                track.maximum, subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity)).height)
            tracks[cell.row] = track
            if cell.anchor == nil {
                let guide = dimensions[rowAlignment(cell.row, alignment)]
                before[cell.row] = max(before[cell.row], guide)
                after[cell.row] = max(after[cell.row], dimensions.height - guide)
            }
        }
        for row in 0..<rowCount { tracks[row].ideal = max(tracks[row].ideal, before[row] + after[row]) }
        return tracks.map(Self.ordered)
    }

    /// A track whose minimum ≤ ideal ≤ maximum.
    private static func ordered(_ track: Track) -> Track {
        var track = track
        track.ideal = max(track.ideal, track.minimum)
        track.maximum = max(track.maximum, track.ideal)
        return track
    }

    /// Lengths for `tracks` sharing `length`: their ideal lengths when it is unspecified, their
    /// largest when infinite, else equal shares offered to the least flexible first, each taking
    /// its share kept within its minimum and maximum.
    static func divide(_ length: CGFloat?, _ tracks: [Track]) -> [CGFloat] {
        guard let length else { return tracks.map(\.ideal) }
        if length.isInfinite { return tracks.map(\.maximum) }
        let order = tracks.indices.sorted { left, right in
            tracks[left].flexibility != tracks[right].flexibility
                ? tracks[left].flexibility < tracks[right].flexibility : left < right
        }
        var lengths = [CGFloat](repeating: 0, count: tracks.count)
        var remaining = length
        for (position, index) in order.enumerated() {
            let offer = max(remaining / CGFloat(order.count - position), 0)
            lengths[index] = min(max(offer, tracks[index].minimum), tracks[index].maximum)
            remaining -= lengths[index]
        }
        return lengths
    }

    /// The gaps between `count` columns or rows: `fixed` when given (never negative), else the
    /// larger of what the facing cells' ``ViewSpacing`` wants.
    private func gaps(count: Int, fixed: CGFloat?, _ subviews: LayoutSubviews, axis: Axis) -> [CGFloat] {
        guard count > 1 else { return [] }
        if let fixed {
            if fixed < 0, let first = subviews.first {
                first.child.engine.warnOnce("has a negative spacing \(fixed); it uses 0")
            }
            return Array(repeating: max(fixed, 0), count: count - 1)
        }
        var wanted = [ViewSpacing?](repeating: nil, count: count)
        for cell in cells where axis == .vertical || cell.columns == 1 {
            let line = axis == .horizontal ? cell.column : cell.row
            let spacing = subviews[subviews.startIndex + cell.index].spacing
            wanted[line] = wanted[line].map { $0.union(spacing) } ?? spacing
        }
        return (0..<(count - 1)).map { line in
            (wanted[line] ?? ViewSpacing()).distance(to: wanted[line + 1] ?? ViewSpacing(), along: axis)
        }
    }

    private func width(of cell: Cell, _ widths: [CGFloat], _ gaps: [CGFloat]) -> CGFloat {
        let end = cell.column + cell.columns
        return widths[cell.column..<end].reduce(0, +) + gaps[cell.column..<(end - 1)].reduce(0, +)
    }

    private func rowAlignment(_ row: Int, _ alignment: Alignment) -> VerticalAlignment {
        rowAlignments[row] ?? alignment.vertical
    }

    private func columnAlignment(of cell: Cell, _ alignment: Alignment) -> HorizontalAlignment {
        (cell.columns == 1 && !cell.spansAll ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
    }

    // MARK: Placing

    /// Places every cell in `bounds`: each is offered its cell's size, then lined up with the
    /// other cells of its column and row by their guides, or by its anchor.
    func place(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, alignment: Alignment,
        spacing: (horizontal: CGFloat?, vertical: CGFloat?)
    ) {
        let sizes = self.sizes(for: proposal, subviews, alignment: alignment, spacing: spacing)
        var xs: [CGFloat] = []
        var x = bounds.minX
        for column in 0..<columnCount {
            xs.append(x)
            x += sizes.widths[column] + (column < sizes.columnGaps.count ? sizes.columnGaps[column] : 0)
        }
        var ys: [CGFloat] = []
        var y = bounds.minY
        for row in 0..<rowCount {
            ys.append(y)
            y += sizes.heights[row] + (row < sizes.rowGaps.count ? sizes.rowGaps[row] : 0)
        }
        let frames = cells.map { cell in
            CGRect(
                x: xs[cell.column], y: ys[cell.row], width: width(of: cell, sizes.widths, sizes.columnGaps),
                height: sizes.heights[cell.row])
        }
        let dimensions = cells.indices.map { index in
            subviews[subviews.startIndex + cells[index].index].dimensions(
                in: ProposedViewSize(width: frames[index].width, height: frames[index].height))
        }
        // The guides' lines: one per column for its one-column cells, one per row, and one per
        // cell that spans columns.
        var columnLines = [(before: CGFloat, after: CGFloat)](repeating: (0, 0), count: columnCount)
        var rowLines = [(before: CGFloat, after: CGFloat)](repeating: (0, 0), count: rowCount)
        for (index, cell) in cells.enumerated() where cell.anchor == nil {
            let size = dimensions[index]
            let vertical = size[rowAlignment(cell.row, alignment)]
            rowLines[cell.row].before = max(rowLines[cell.row].before, vertical)
            rowLines[cell.row].after = max(rowLines[cell.row].after, size.height - vertical)
            guard cell.columns == 1, !cell.spansAll else { continue }
            let horizontal = size[columnAlignment(of: cell, alignment)]
            columnLines[cell.column].before = max(columnLines[cell.column].before, horizontal)
            columnLines[cell.column].after = max(columnLines[cell.column].after, size.width - horizontal)
        }
        for (index, cell) in cells.enumerated() {
            let frame = frames[index]
            let size = dimensions[index]
            let origin: CGPoint
            if let anchor = cell.anchor {
                origin = CGPoint(
                    x: frame.minX + anchor.x * (frame.width - size.width),
                    y: frame.minY + anchor.y * (frame.height - size.height))
            } else {
                let horizontal = columnAlignment(of: cell, alignment)
                let vertical = rowAlignment(cell.row, alignment)
                let across =
                    cell.columns == 1 && !cell.spansAll
                    ? columnLines[cell.column] : (size[horizontal], size.width - size[horizontal])
                let down = rowLines[cell.row]
                let lineX =
                    (frame.width - across.before - across.after) * CGFloat(horizontal.fraction) + across.before
                let lineY = (frame.height - down.before - down.after) * CGFloat(vertical.fraction) + down.before
                origin = CGPoint(x: frame.minX + lineX - size[horizontal], y: frame.minY + lineY - size[vertical])
            }
            subviews[subviews.startIndex + cell.index].place(
                at: origin, anchor: .topLeading,
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}
