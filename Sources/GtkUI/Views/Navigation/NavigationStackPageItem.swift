/// One mounted page above a navigation stack's root, as a row of the stack's `ForEach`: all a
/// page needs is here, so the row closure captures nothing and unchanged rows are skipped.
struct NavigationStackPageItem {
    let entry: NavigationStackEntry
    /// The page's position: 1 for the first page above the root.
    let index: Int
    let model: NavigationStackModel
    /// Changes when a missing destination arrives, so the page is made again.
    let destinationsVersion: Int
    /// The stack's body evaluation for the top page, 0 for covered ones: the top page is made
    /// again whenever the stack's body is, a covered page only as it is covered.
    let evaluation: Int
}
