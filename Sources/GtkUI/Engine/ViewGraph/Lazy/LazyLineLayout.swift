/// How a lazy container puts several rows side by side in one line, as a grid puts its cells:
/// each cell is a row of its own, keyed by its id, and a line is as long as its longest cell.
@MainActor
protocol LazyLineLayout {
    /// The number of rows in a line, for a container `crossLength` pixels across.
    func cellsPerLine(crossLength: Int) -> Int
    /// Where each row of a line starts across the container, and how long it is.
    func places(crossLength: Int) -> [(position: Int, length: Int)]
    /// The container's minimum and natural size across its axis, given the largest minimum and
    /// natural size of the rows shown; nil when they are the container's own (lines that fit
    /// as many cells as there is room for).
    func crossExtent(cellMinimum: Int, cellNatural: Int) -> (minimum: Int, natural: Int)?
}
