/// What the long-list part measured for one implementation.
struct LongListFigures {
    /// The implementation's command-line key.
    let key: String
    /// Its column heading.
    let title: String
    /// Whether it is one of GtkUI's lists.
    let isDeclarative: Bool
    /// Its number of rows.
    let rows: Int
    /// Seconds to the first frame with rows, per repetition.
    var firstFrames: [Double] = []
    /// Seconds per page, in order.
    var pages: [Double] = []
    /// One sample per text change.
    var textChanges: [Sample] = []
    /// The most `GtkLabel`s in the window's widget tree at any sampled frame.
    var labelsMounted = 0
    /// The most `GtkLabel`s alive at any moment, counted by ``LabelCensus``.
    var labelsAlive = 0
    /// Peak RSS of a child process running the same workload, in kilobytes.
    var peakKilobytes: Int?
    /// Sanity checks (the changed row's final text).
    var checks: [String] = []

    /// Median first frame.
    var firstFrame: Double? { firstFrames.isEmpty ? nil : Summary.median(firstFrames) }
    /// All pages together.
    var pagesTotal: Double? { pages.isEmpty ? nil : pages.reduce(0, +) }
    /// The median page.
    var medianPage: Double? { pages.isEmpty ? nil : Summary.median(pages) }
    /// The slowest page.
    var worstPage: Double? { pages.max() }
    /// All text changes together (change plus frame).
    var textChangesTotal: Double? { textChanges.isEmpty ? nil : textChanges.reduce(0) { $0 + $1.total } }
    /// The synchronous part of all text changes together (the store, label or model change and,
    /// for GtkUI, the update it runs), without the frame.
    var textChangesEngine: Double? { textChanges.isEmpty ? nil : textChanges.reduce(0) { $0 + $1.engine } }
}

/// Everything the long-list part measured.
struct LongListResults {
    /// Per implementation, tree view first.
    var lists: [LongListFigures] = []
    /// Whether GtkUI's lists were left out because their file is not compiled in.
    var declarativePending = false
}
