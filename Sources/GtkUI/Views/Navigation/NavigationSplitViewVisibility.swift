/// Which columns of a ``NavigationSplitView`` are shown.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The two columns nearest the detail: content and detail of three, sidebar and detail of two.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
    /// GtkUI's choice: every column.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)

    /// Whether each column (sidebar, content, detail) is shown in a split view of `columnCount`.
    func shownColumns(of columnCount: Int) -> [Bool] {
        switch kind {
        case .automatic, .all: [true, true, true]
        case .doubleColumn: columnCount == 3 ? [false, true, true] : [true, true, true]
        case .detailOnly: [false, false, true]
        }
    }
}
