/// How a lazy grid puts its cells in lines: the items (columns of a vertical grid, rows of a
/// horizontal one) and the space between cells. The lazy container makes each cell a row of its
/// own, keyed by the cell's id, and places the cells of a line side by side.
struct LazyGridLayout: LazyLineLayout {
    let items: [GridItem]
    /// Pixels between the cells of a line.
    let cellSpacing: Int

    /// The number of cells in a line, for a grid `crossLength` pixels across: one per item, or as
    /// many as fit when an item is adaptive.
    func cellsPerLine(crossLength: Int) -> Int {
        guard let adaptive = items.first(where: \.isAdaptive), let minimum = adaptive.length else {
            return max(1, items.count)
        }
        return max(1, (crossLength + cellSpacing) / max(1, minimum + cellSpacing))
    }

    /// Where each cell of a line starts across the grid, and how long it is: a fixed item's cells
    /// are as long as the item; flexible and adaptive ones share what is left equally.
    func places(crossLength: Int) -> [(position: Int, length: Int)] {
        let count = cellsPerLine(crossLength: crossLength)
        let lines = items.contains(where: \.isAdaptive) ? Array(repeating: GridItem(.flexible()), count: count) : items
        let fixed = lines.compactMap { $0.isFlexible ? nil : $0.length ?? 0 }.reduce(0, +)
        let flexibleCount = lines.filter(\.isFlexible).count
        let free = max(0, crossLength - fixed - cellSpacing * (lines.count - 1))
        let share = flexibleCount > 0 ? free / flexibleCount : 0
        var places: [(position: Int, length: Int)] = []
        var position = 0
        // A line ends within GDK's largest window, however large its clamped sizes add up to.
        let end = Int(ClampedLength.limit)
        for item in lines {
            let length = min(item.isFlexible ? share : item.length ?? 0, end - position)
            places.append((position, length))
            position = min(position + length + cellSpacing, end)
        }
        return places
    }

    /// A line of the widest cells, for fixed and flexible items; nil with an adaptive item, whose
    /// lines hold as many cells as fit.
    func crossExtent(cellMinimum: Int, cellNatural: Int) -> (minimum: Int, natural: Int)? {
        guard !items.contains(where: \.isAdaptive) else { return nil }
        let spacing = cellSpacing * (items.count - 1)
        let minimum = items.map { $0.isFlexible ? cellMinimum : $0.length ?? 0 }.reduce(spacing, +)
        let natural = items.map { $0.isFlexible ? cellNatural : $0.length ?? 0 }.reduce(spacing, +)
        // Clamped columns can add up past GDK's largest window; the line stops there too.
        return (min(minimum, Int(ClampedLength.limit)), min(natural, Int(ClampedLength.limit)))
    }

    /// The lazy container configuration of a grid along `axis` whose lines are `spacing` apart
    /// (nil: 8 pixels), its cells placed by `alignment`. Sizes and spacings that are not pixels
    /// GTK can take (negative, not a number, beyond ``ClampedLength/limit``, an adaptive minimum
    /// below 1) are clamped, with one warning naming `view`.
    static func configuration(
        axis: Axis, items: [GridItem], spacing: Double?, alignment: Alignment, view: String
    ) -> LazyContainerConfiguration {
        var configuration = LazyContainerConfiguration()
        configuration.axis = axis
        configuration.spacing = pixels(spacing)
        configuration.rowAlignment = (alignment.horizontal.gtkAlign, alignment.vertical.gtkAlign)
        let cellSpacing = items.compactMap(\.spacing).map { pixels($0) }.max() ?? pixels(nil)
        configuration.lines = LazyGridLayout(items: items, cellSpacing: cellSpacing)
        if ClampedLength.pixels(spacing ?? 0).wasClamped || items.contains(where: \.needsClamping) {
            configuration.warning =
                "GtkUI: \(view) has a size or spacing that is negative, not a number, below 1 pixel for an "
                + "adaptive minimum, or beyond \(Int(ClampedLength.limit)) pixels; it is clamped"
        }
        return configuration
    }

    /// Pixels for a spacing: nil is 8; clamped to `0...ClampedLength.limit`.
    private static func pixels(_ spacing: Double?) -> Int {
        ClampedLength.pixels(spacing ?? 8).pixels
    }
}
